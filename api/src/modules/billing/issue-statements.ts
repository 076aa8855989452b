/**
 * Issues a business's statements for every closed month that has something to bill, oldest first.
 * The caller holds the business row locked (the timed sweep claims it FOR UPDATE SKIP LOCKED), and
 * the unique (business, period) and (booking, kind) constraints make a second writer fail rather
 * than bill twice. A statement's period is never earlier than the month after the newest one
 * already issued: anything that turns up late (a booking completed after its month closed, a
 * billed booking reversed) goes on the next statement, and issued ones are never touched.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { businesses, statementLines, statements } from '../../db/schema.ts';
import type { Tx } from '../common/index.ts';
import { sumOf, VAT_BASIS_POINTS } from './money.ts';
import { lastClosedMonth, monthStart, nextMonth } from './months.ts';
import { dueReversals, lineFields, type PendingLine, unbilledBookings } from './pending-lines.ts';

/** Rows a multi-row INSERT carries at most (well inside PostgreSQL's 65,535 parameters). */
const LINES_PER_INSERT = 500;

async function newestPeriod(tx: Tx, businessId: string): Promise<string | null> {
  const [row] = await tx
    .select({ period: statements.period })
    .from(statements)
    .where(eq(statements.businessId, businessId))
    .orderBy(desc(statements.period))
    .limit(1);
  return row?.period ?? null;
}

/** The period the next statement covers, or null when nothing can be issued yet. */
function nextPeriod(pending: readonly PendingLine[], newest: string | null, lastClosed: string): string | null {
  if (pending.length === 0) return null;
  const earliest = pending.reduce((min, line) => (line.eventDate < min ? line.eventDate : min), lastClosed);
  let period = monthStart(earliest);
  if (newest !== null && period <= newest) period = nextMonth(newest);
  return period <= lastClosed ? period : null;
}

async function insertStatement(
  tx: Tx,
  business: { id: string; name: string },
  period: string,
  feeBasisPoints: number,
  lines: readonly PendingLine[],
): Promise<string> {
  const totals = sumOf(lines);
  const [statement] = await tx
    .insert(statements)
    .values({
      businessId: business.id,
      businessName: business.name,
      period,
      number: sql`'ST-' || ${period.slice(0, 4) + period.slice(5, 7)} || '-' || lpad(nextval('statement_number_seq')::text, 6, '0')`,
      feeBasisPoints,
      vatBasisPoints: VAT_BASIS_POINTS,
      ...totals,
    })
    .returning({ id: statements.id, number: statements.number });
  for (let start = 0; start < lines.length; start += LINES_PER_INSERT) {
    await tx
      .insert(statementLines)
      .values(
        lines
          .slice(start, start + LINES_PER_INSERT)
          .map((line) => ({ statementId: statement!.id, ...lineFields(line) })),
      );
  }
  return statement!.number;
}

/** Issues every statement now due for the (locked) business; returns their numbers, oldest first. */
export async function issueDueStatements(
  tx: Tx,
  businessId: string,
  today: string,
  feeBasisPoints: number,
): Promise<string[]> {
  const [business] = await tx
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) return [];
  const lastClosed = lastClosedMonth(today);
  const issued: string[] = [];
  for (;;) {
    const candidates = [
      ...(await unbilledBookings(tx, businessId, nextMonth(lastClosed), feeBasisPoints)),
      ...(await dueReversals(tx, businessId)),
    ];
    const period = nextPeriod(candidates, await newestPeriod(tx, businessId), lastClosed);
    if (period === null) return issued;
    const end = nextMonth(period);
    const lines = candidates.filter((line) => line.kind === 'adjustment' || line.eventDate < end);
    issued.push(await insertStatement(tx, business, period, feeBasisPoints, lines));
  }
}
