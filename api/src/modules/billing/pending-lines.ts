/**
 * What a business's next statement has still to carry: completed bookings never billed, and
 * billed bookings that are no longer completed (to be reversed). Read inside the caller's
 * transaction; the statement tables themselves are append-only. Subqueries name the outer tables
 * outright, as drizzle may write a column of the queried table unqualified there.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { bookings, events, quotes, type StatementLineRow, statementLines, statements } from '../../db/schema.ts';
import type { Tx } from '../common/index.ts';
import { type LineAmounts, lineAmounts, reversed } from './money.ts';

export interface LineFacts {
  bookingId: string;
  eventDate: string;
  eventType: string;
  postcodeDistrict: string;
  organizerName: string;
}

export interface PendingLine extends LineFacts, LineAmounts {
  kind: 'booking' | 'adjustment';
}

/** Completed, unbilled bookings of the business on a date before `before`, oldest first, priced at `feeBasisPoints`. */
export async function unbilledBookings(
  tx: Tx,
  businessId: string,
  before: string,
  feeBasisPoints: number,
): Promise<PendingLine[]> {
  const rows = await tx
    .select({
      bookingId: bookings.id,
      eventDate: events.date,
      eventType: events.type,
      postcodeDistrict: events.postcodeDistrict,
      organizerName: events.ownerName,
      totalPence: quotes.totalPence,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(quotes, and(eq(quotes.bookingId, bookings.id), eq(quotes.status, 'accepted')))
    .where(
      and(
        eq(bookings.businessId, businessId),
        eq(bookings.status, 'completed'),
        lt(events.date, before),
        sql`NOT EXISTS (SELECT 1 FROM statement_lines l WHERE l.booking_id = bookings.id AND l.kind = 'booking')`,
      ),
    )
    .orderBy(asc(events.date), asc(bookings.id));
  return rows.map(({ totalPence, ...facts }) => ({
    kind: 'booking' as const,
    ...facts,
    ...lineAmounts(totalPence, feeBasisPoints),
  }));
}

/** Lines billed on an earlier statement whose booking is no longer completed, not yet reversed: their exact negatives. */
export async function dueReversals(tx: Tx, businessId: string): Promise<PendingLine[]> {
  const rows = await tx
    .select({ line: statementLines })
    .from(statementLines)
    .innerJoin(statements, eq(statements.id, statementLines.statementId))
    .innerJoin(bookings, eq(bookings.id, statementLines.bookingId))
    .where(
      and(
        eq(statements.businessId, businessId),
        eq(statementLines.kind, 'booking'),
        sql`bookings.status <> 'completed'`,
        sql`NOT EXISTS (SELECT 1 FROM statement_lines a WHERE a.booking_id = statement_lines.booking_id AND a.kind = 'adjustment')`,
      ),
    )
    .orderBy(asc(statementLines.eventDate), asc(statementLines.bookingId));
  return rows.map(({ line }) => ({
    kind: 'adjustment' as const,
    bookingId: line.bookingId,
    eventDate: line.eventDate,
    eventType: line.eventType,
    postcodeDistrict: line.postcodeDistrict,
    organizerName: line.organizerName,
    ...reversed(line),
  }));
}

/** A line's own columns, as stored and as every view shows them. */
export function lineFields(line: PendingLine | StatementLineRow) {
  return {
    bookingId: line.bookingId,
    kind: line.kind,
    eventDate: line.eventDate,
    eventType: line.eventType,
    postcodeDistrict: line.postcodeDistrict,
    organizerName: line.organizerName,
    totalPence: line.totalPence,
    feePence: line.feePence,
    vatPence: line.vatPence,
    duePence: line.duePence,
  };
}
