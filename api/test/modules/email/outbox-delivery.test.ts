import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { emailOutbox } from '../../../src/db/schema.ts';
import { backends } from '../../support/backends.ts';
import { createLive } from '../../support/businesses.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../../support/emulator-users.ts';
import { createEvent, requestQuote } from '../../support/marketplace-flow.ts';
import { freePort, startSilentServer, startSmtpCatcher } from '../../support/smtp-catcher.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { waitUntil } from '../../support/wait-until.ts';

const FAST = { EMAIL_POLL_MS: '20', EMAIL_RETRY_BASE_MS: '100', EMAIL_RETRY_MAX_MS: '300', EMAIL_BATCH_SIZE: '10' };

for (const backend of await backends()) {
  describe(`email delivery on ${backend.name}`, { skip: backend.skip }, () => {
    const users: TestUser[] = [];
    after(async () => deleteUsers(...users));

    test('two instances sending one outbox email each notification exactly once', async () => {
      const smtp = await startSmtpCatcher();
      const first = await startTestApp(backend, { env: { ...FAST, SMTP_URL: smtp.url } });
      // The second instance: its own app and worker on the same database.
      const second: TestApp =
        backend.name === 'pglite'
          ? await startTestApp(backend, { env: { ...FAST, SMTP_URL: smtp.url }, database: first.app.db })
          : await startTestApp(backend, {
              env: { ...FAST, SMTP_URL: smtp.url, DATABASE_SCHEMA: first.config.database.schema! },
            });
      try {
        // Seven families whose accounts' addresses are known, as their sign-ins would have recorded them.
        await first.app.db.orm.execute(sql`
          INSERT INTO accounts (uid, email)
          SELECT 'family-' || i, 'family-' || i || '@example.com' FROM generate_series(0, 6) AS i
        `);
        const ids: string[] = [];
        for (let i = 0; i < 200; i++) {
          const app = i % 2 === 0 ? first.app : second.app;
          const notice = await app.notifications.create({
            recipientUid: `family-${i % 7}`,
            recipientType: 'User',
            entityType: 'Booking',
            relatedEntity: { _id: crypto.randomUUID() },
            content: `Notice number ${i}.`,
          });
          ids.push(notice._id);
        }
        await smtp.waitFor(200, 60_000);
        // Room for a duplicate to arrive, were there one.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const delivered = smtp.mails.flatMap((mail) => mail.notificationIds);
        assert.equal(delivered.length, 200);
        assert.deepEqual([...new Set(delivered)].sort(), [...ids].sort());
        const rows = await first.app.db.orm.select().from(emailOutbox).where(inArray(emailOutbox.notificationId, ids));
        assert.ok(rows.every((row) => row.status === 'sent' && row.attempts === 1));
      } finally {
        await second.close();
        await first.close();
        await smtp.stop();
      }
    });

    test('with the mail server down commands still succeed, and the email goes once it is back', async () => {
      const port = await freePort();
      const t = await startTestApp(backend, { env: { ...FAST, SMTP_URL: `smtp://127.0.0.1:${port}` } });
      const [organizer, provider] = await Promise.all([
        createUser(uniqueEmail('down.parent')),
        createUser(uniqueEmail('down.provider')),
      ]);
      users.push(organizer, provider);
      try {
        const business = await createLive(t.app, provider, { name: 'Down Time Magic' }, ['BS1']);
        const event = await createEvent(t.app, organizer);
        await requestQuote(t.app, organizer, business.id, event.id);
        const rowsTo = () => t.app.db.orm.select().from(emailOutbox).where(eq(emailOutbox.recipientUid, provider.uid));
        await waitUntil(async () => (await rowsTo()).some((row) => row.attempts >= 2));
        const [waiting] = await rowsTo();
        assert.equal(waiting!.status, 'pending');
        assert.match(waiting!.lastError!, /ECONNREFUSED|connect/i);

        const smtp = await startSmtpCatcher(port);
        try {
          await waitUntil(async () => (await rowsTo()).every((row) => row.status === 'sent'));
          await new Promise((resolve) => setTimeout(resolve, 300));
          const mine = smtp.mails.filter((mail) => mail.headers.get('to')?.includes(provider.email.toLowerCase()));
          assert.equal(mine.length, 1);
          assert.deepEqual(mine[0]!.notificationIds, [waiting!.notificationId]);
        } finally {
          await smtp.stop();
        }
      } finally {
        await t.close();
      }
    });

    test('a mail server that hangs holds up no command', async () => {
      const silent = await startSilentServer();
      const t = await startTestApp(backend, { env: { ...FAST, SMTP_URL: `smtp://127.0.0.1:${silent.port}` } });
      const [organizer, provider] = await Promise.all([
        createUser(uniqueEmail('hang.parent')),
        createUser(uniqueEmail('hang.provider')),
      ]);
      users.push(organizer, provider);
      try {
        const business = await createLive(t.app, provider, { name: 'Hang Time Magic' }, ['BS1']);
        const event = await createEvent(t.app, organizer);
        await requestQuote(t.app, organizer, business.id, event.id);
        // The worker is now stuck waiting for a greeting that never comes…
        await waitUntil(async () => silent.openConnections() > 0);
        // …and a command whose notification is emailed still completes, its email queued.
        const second = await createEvent(t.app, organizer);
        const booking = await requestQuote(t.app, organizer, business.id, second.id);
        assert.ok(silent.openConnections() > 0, 'the worker was still waiting on the mail server');
        const queued = await t.app.db.orm.select().from(emailOutbox).where(eq(emailOutbox.relatedEntityId, booking.id));
        assert.equal(queued.length, 1);
        assert.equal(queued[0]!.status, 'pending');
      } finally {
        await t.close();
        await silent.stop();
      }
    });
  });
}
