/**
 * `pnpm --filter api bench:statements`: issuing one statement of 1,000 completed bookings (the
 * timed sweep's statement transition, one transaction), then the statement read back and written
 * as CSV and PDF, each timed against a budget. On embedded PGlite by default; with
 * BENCH_DATABASE_URL, on that PostgreSQL server in a throwaway schema. Exits 1 on a missed budget.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/open-database.ts';
import { createBillingModule } from '../src/modules/billing/billing-service.ts';
import { insertPastCompletedBooking } from '../src/modules/billing/past-bookings.ts';
import { statementCsv } from '../src/modules/billing/statement-csv.ts';
import { statementPdf } from '../src/modules/billing/statement-pdf.ts';
import { createSweeper } from '../src/modules/timed/sweep.ts';
import { closeStatements } from '../src/modules/timed/close-statements.ts';
import { feeBasisPointsFrom } from '../src/modules/billing/fee-setting.ts';
import { benchConfig, dropSchema, throwawaySchema } from './bench-setup.ts';

const BOOKINGS = 1_000;
// Well inside one sweep interval (60 s) and a download a provider waits for, on a shared, busy machine.
const BUDGET_MS = { issue: 5_000, read: 1_000, csv: 1_000, pdf: 5_000 };
const OWNER = 'bench-owner';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const schema = databaseUrl ? throwawaySchema('bench_statements') : undefined;
const config = benchConfig(
  databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema! } : { PGLITE_DIR: 'memory://' },
);
const db = await openDatabase(config.database);

const timed = async <T>(work: () => Promise<T> | T): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};

try {
  const { rows } = (await db.orm.execute(
    sql`INSERT INTO businesses (owner_uid, owner_email, name, slug, categories, status, published_at)
        VALUES (${OWNER}, 'bench@example.com', 'Bench Magic', 'bench-magic', ARRAY['Magicians'], 'live', now()) RETURNING id`,
  )) as unknown as { rows: Array<{ id: string }> };
  const businessId = rows[0]!.id;
  // 1,000 bookings over October 2030, each a different price so every rounding case comes up.
  await db.orm.transaction(async (tx) => {
    for (let index = 0; index < BOOKINGS; index++) {
      const date = `2030-10-${String((index % 31) + 1).padStart(2, '0')}`;
      await insertPastCompletedBooking(tx, { businessId, date, totalPence: 5_000 + index * 37 });
    }
  });

  const sweeper = createSweeper({
    db,
    transitions: [closeStatements(feeBasisPointsFrom(process.env.PLATFORM_FEE_PERCENT))],
    batchSize: 20,
    log: console,
  });
  const [result, issueMs] = await timed(() => sweeper.sweep(new Date('2030-11-01T09:00:00Z')));
  if (result.transitioned.issuedStatements !== 1)
    throw new Error(`expected one statement, got ${JSON.stringify(result)}`);

  const billing = createBillingModule(db, { feeBasisPoints: config.platformFeeBasisPoints });
  const [{ items }] = await timed(() => billing.statementsOf({ uid: OWNER }, businessId, { limit: 1 }));
  const [statement, readMs] = await timed(() => billing.statement({ uid: OWNER }, items[0]!.id));
  if (statement.lines.length !== BOOKINGS) throw new Error(`expected ${BOOKINGS} lines, got ${statement.lines.length}`);
  const [csv, csvMs] = await timed(() => statementCsv(statement));
  const [pdf, pdfMs] = await timed(() => statementPdf(statement));

  const figures = { issue: issueMs, read: readMs, csv: csvMs, pdf: pdfMs };
  console.log(`statement of ${BOOKINGS} bookings on ${db.kind}: ${statement.number}, due ${statement.duePence} p`);
  let missed = false;
  for (const [name, ms] of Object.entries(figures) as Array<[keyof typeof BUDGET_MS, number]>) {
    const over = ms > BUDGET_MS[name];
    missed ||= over;
    console.log(
      `  ${name.padEnd(5)} ${ms.toFixed(0).padStart(6)} ms  (budget ${BUDGET_MS[name]} ms)${over ? '  MISSED' : ''}`,
    );
  }
  console.log(`  csv ${(csv.length / 1024).toFixed(0)} KiB, pdf ${(pdf.length / 1024).toFixed(0)} KiB`);
  process.exitCode = missed ? 1 : 0;
} finally {
  await db.close();
  if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
}
