/**
 * `pnpm --filter api bench:email`: the email outbox's delivery under a mail server restart.
 * Two API instances (each with its own worker and connection pool) on a throwaway schema of the
 * PostgreSQL server share one outbox; 10,000 notifications are written through the notifications
 * module (each queues its email in its own transaction, as every command does), and a real SMTP
 * server (smtp-server, which maildev is built on) receives them. Once half have arrived the SMTP
 * server is stopped, cutting every connection mid-conversation, and started again on the same port
 * after BENCH_EMAIL_OUTAGE_MS. Prints the delivery rate before and after, the outage, the retries,
 * and what arrived: every notification exactly once, or the script exits 1 naming the lost and
 * the duplicated.
 *
 * Settings: BENCH_EMAIL_DATABASE_URL (postgres://root@127.0.0.1:5432/test), BENCH_EMAIL_COUNT
 * (10000), BENCH_EMAIL_OUTAGE_MS (3000), BENCH_EMAIL_RECIPIENTS (200).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildServer } from '../src/build-server.ts';
import { startSmtpCatcher } from '../test/support/smtp-catcher.ts';
import { benchConfig, dropSchema, numberSetting, throwawaySchema } from './bench-setup.ts';

const DATABASE_URL = process.env.BENCH_EMAIL_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const COUNT = numberSetting(process.env, 'BENCH_EMAIL_COUNT', 10_000);
const OUTAGE_MS = numberSetting(process.env, 'BENCH_EMAIL_OUTAGE_MS', 3_000);
const RECIPIENTS = numberSetting(process.env, 'BENCH_EMAIL_RECIPIENTS', 200);

const smtp = await startSmtpCatcher();
const schema = throwawaySchema('bench_email');
const env = {
  DATABASE_URL,
  DATABASE_SCHEMA: schema,
  SMTP_URL: smtp.url,
  EMAIL_POLL_MS: '100',
  EMAIL_BATCH_SIZE: '100',
  EMAIL_RETRY_BASE_MS: '500',
  EMAIL_RETRY_MAX_MS: '4000',
};
const first = buildServer(benchConfig(env));
await first.ready();
const second = buildServer(benchConfig(env));
await second.ready();

// The families' accounts, with the addresses their emails go to (as their sign-ins would record them).
await first.db.orm.execute(sql`
  INSERT INTO accounts (uid, email)
  SELECT 'family-' || i, 'family-' || i || '@example.com' FROM generate_series(0, ${RECIPIENTS - 1}) AS i
`);

const ids = new Set<string>();
let outage: { at: number; back: number; arrivedBefore: number } | undefined;
try {
  const started = performance.now();
  console.log(`writing ${COUNT} notifications through two instances…`);
  const writers = 8;
  let next = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      const app = writer % 2 === 0 ? first : second;
      for (let i = next++; i < COUNT; i = next++) {
        const notice = await app.notifications.create({
          recipientUid: `family-${i % RECIPIENTS}`,
          recipientType: 'User',
          entityType: 'Booking',
          relatedEntity: { _id: crypto.randomUUID() },
          content: `Bright Sparks Magic confirmed booking number ${i}.`,
        });
        ids.add(notice._id);
      }
    }),
  );
  const written = performance.now();
  console.log(`written in ${((written - started) / 1000).toFixed(1)} s`);

  await smtp.waitFor(Math.floor(COUNT / 2), 600_000);
  const half = performance.now();
  const arrivedBefore = smtp.mails.length;
  await smtp.stop();
  const stoppedAt = performance.now();
  console.log(`mail server stopped after ${arrivedBefore} emails; back in ${OUTAGE_MS} ms`);
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
  await smtp.start();
  const back = performance.now();
  outage = { at: stoppedAt, back, arrivedBefore };

  // Done when no email is pending any more (sent, or given up as failed).
  for (;;) {
    const result = await first.db.orm.execute(
      sql`SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending FROM email_outbox`,
    );
    if ((result as unknown as { rows: Array<{ pending: number }> }).rows[0]!.pending === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Room for a late duplicate to arrive, were there one.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const finished = performance.now();

  const stats = await first.db.orm.execute(sql`
    SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent,
           count(*) FILTER (WHERE status = 'failed')::int AS failed,
           count(*) FILTER (WHERE attempts > 1)::int AS retried,
           max(attempts)::int AS max_attempts
    FROM email_outbox
  `);
  const row = (stats as unknown as { rows: Array<Record<string, number>> }).rows[0]!;
  const seen = new Map<string, number>();
  for (const mail of smtp.mails) for (const id of mail.notificationIds) seen.set(id, (seen.get(id) ?? 0) + 1);
  const lost = [...ids].filter((id) => !seen.has(id));
  const twice = [...seen].filter(([, count]) => count > 1).map(([id]) => id);
  const strangers = [...seen.keys()].filter((id) => !ids.has(id));

  const rate = (emails: number, ms: number) => (emails / (ms / 1000)).toFixed(0);
  console.log(`
notifications written        ${COUNT} (two instances, 8 writers)
emails received              ${smtp.mails.length} carrying ${[...seen.values()].reduce((a, b) => a + b, 0)} notifications
outbox: sent / failed        ${row.sent} / ${row.failed}
retried after the restart    ${row.retried} (most attempts: ${row.max_attempts})
lost / twice / unknown       ${lost.length} / ${twice.length} / ${strangers.length}
delivery rate before stop    ${rate(arrivedBefore, half - started)} emails/s (writing at the same time)
mail server down             ${((back - outage.at) / 1000).toFixed(1)} s
after it came back           ${rate(smtp.mails.length - arrivedBefore, finished - back - 1_000)} emails/s
total                        ${((finished - started - 1_000) / 1000).toFixed(1)} s`);
  if (lost.length > 0 || twice.length > 0 || strangers.length > 0 || row.failed! > 0) {
    console.error(`FAIL: lost ${lost.slice(0, 5).join(', ')} twice ${twice.slice(0, 5).join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('PASS: every notification emailed exactly once');
  }
} finally {
  await second.close();
  await first.close();
  await smtp.stop();
  await dropSchema(DATABASE_URL, schema);
}
