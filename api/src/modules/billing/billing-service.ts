/**
 * A provider's billing: the statements issued for each of their businesses (newest first), one
 * statement with its lines, and the month in progress as it stands (not yet a statement). Every
 * read is matched on the business's owner: someone else's business or statement is a 404.
 */
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { businesses, type StatementRow, statementLines, statements } from '../../db/schema.ts';
import { londonToday } from '../common/index.ts';
import { BUSINESS_NOT_FOUND, NotFoundError } from '../errors.ts';
import type { Tx } from '../common/index.ts';
import { sumOf, VAT_BASIS_POINTS } from './money.ts';
import { monthStart, nextMonth } from './months.ts';
import { dueReversals, lineFields, unbilledBookings } from './pending-lines.ts';

export const STATEMENT_NOT_FOUND = 'Statement not found.';

export interface Owner {
  uid: string;
}

export interface BillingOptions {
  feeBasisPoints: number;
  now?: () => Date;
}

export const lineView = lineFields;

export function statementSummaryView(row: StatementRow) {
  return {
    id: row.id,
    businessId: row.businessId,
    businessName: row.businessName,
    number: row.number,
    period: row.period.slice(0, 7),
    feeBasisPoints: row.feeBasisPoints,
    vatBasisPoints: row.vatBasisPoints,
    totalPence: row.totalPence,
    feePence: row.feePence,
    vatPence: row.vatPence,
    duePence: row.duePence,
    issuedAt: row.issuedAt.toISOString(),
  };
}

export type StatementView = ReturnType<typeof statementSummaryView> & { lines: ReturnType<typeof lineView>[] };

export function createBillingModule(db: Database, { feeBasisPoints, now = () => new Date() }: BillingOptions) {
  async function ownedBusiness(run: Database['orm'] | Tx, owner: Owner, businessId: string) {
    const [row] = await run
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(and(eq(businesses.id, businessId), eq(businesses.ownerUid, owner.uid)));
    if (!row) throw new NotFoundError(BUSINESS_NOT_FOUND);
    return row;
  }

  return {
    feeBasisPoints,

    /** Issued statements of one of the caller's businesses, newest month first. */
    async statementsOf(owner: Owner, businessId: string, page: { limit: number; cursor?: string | undefined }) {
      await ownedBusiness(db.orm, owner, businessId);
      const after = page.cursor
        ? lt(statements.period, sql`(SELECT c.period FROM statements c WHERE c.id = ${page.cursor}::uuid)`)
        : undefined;
      const rows = await db.orm
        .select()
        .from(statements)
        .where(and(eq(statements.businessId, businessId), after))
        .orderBy(desc(statements.period))
        .limit(page.limit + 1);
      const items = rows.slice(0, page.limit);
      return {
        items: items.map(statementSummaryView),
        nextCursor: rows.length > page.limit ? (items.at(-1)?.id ?? null) : null,
      };
    },

    /** One issued statement with its lines, if it belongs to one of the caller's businesses. */
    async statement(owner: Owner, statementId: string): Promise<StatementView> {
      const [row] = await db.orm
        .select({ statement: statements })
        .from(statements)
        .innerJoin(businesses, eq(businesses.id, statements.businessId))
        .where(and(eq(statements.id, statementId), eq(businesses.ownerUid, owner.uid)));
      if (!row) throw new NotFoundError(STATEMENT_NOT_FOUND);
      const lines = await db.orm
        .select()
        .from(statementLines)
        .where(eq(statementLines.statementId, statementId))
        .orderBy(asc(statementLines.eventDate), asc(statementLines.kind), asc(statementLines.bookingId));
      return { ...statementSummaryView(row.statement), lines: lines.map(lineView) };
    },

    /**
     * What the next statement would carry if the month closed now: completed bookings not yet
     * billed (up to today) and reversals of billed ones, at today's fee.
     */
    async monthSoFar(owner: Owner, businessId: string) {
      const today = londonToday(now());
      return db.orm.transaction(async (tx) => {
        const business = await ownedBusiness(tx, owner, businessId);
        const lines = [
          ...(await unbilledBookings(tx, businessId, nextMonth(monthStart(today)), feeBasisPoints)),
          ...(await dueReversals(tx, businessId)),
        ];
        return {
          businessId,
          businessName: business.name,
          period: today.slice(0, 7),
          feeBasisPoints,
          vatBasisPoints: VAT_BASIS_POINTS,
          ...sumOf(lines),
          lines: lines.map(lineView),
        };
      });
    },
  };
}

export type BillingModule = ReturnType<typeof createBillingModule>;
