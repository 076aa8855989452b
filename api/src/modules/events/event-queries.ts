/**
 * SQL shared by the events and bookings commands: who may quote on an event, the booking rows a
 * view is built from, and row locks. Fragments name tables outright (events, businesses), as
 * drizzle writes a column of the queried table unqualified inside a subquery.
 */
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import {
  type BookingRow,
  bookings,
  businesses,
  type EventRow,
  events,
  type QuoteRow,
  quotes,
} from '../../db/schema.ts';

export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];
export type Executor = Orm | Tx;

/** The caller, from the verified token. */
export interface Caller {
  uid: string;
  email: string;
}

/** A booking still live on its event: one per event × business. */
export const LIVE_BOOKING = sql.raw(`('requested', 'quoted', 'confirmed')`);

/** The event (the outer `events` row) is published, open to quotes and not yet past. */
export function eventOpenToQuotes(today: string): SQL {
  return sql`events.status = 'published' AND events.open_to_quotes AND events.date >= ${today}::date`;
}

/**
 * The business (alias `b`) may quote on the outer `events` row: live, in a category the event
 * needs (any, when it names none), covering its district or area, with no live booking on it yet.
 */
export function businessMatchesEvent(b: string): SQL {
  return sql.raw(`${b}.status = 'live'
    AND (cardinality(events.services_needed) = 0 OR ${b}.categories && events.services_needed)
    AND EXISTS (SELECT 1 FROM business_areas ba WHERE ba.business_id = ${b}.id
                AND ba.area IN (events.postcode_district, events.postcode_area))
    AND NOT EXISTS (SELECT 1 FROM bookings bk WHERE bk.event_id = events.id AND bk.business_id = ${b}.id
                    AND bk.status IN ('requested', 'quoted', 'confirmed'))
    AND NOT EXISTS (SELECT 1 FROM business_unavailability u WHERE u.business_id = ${b}.id AND u.on_date = events.date)`);
}

export interface BusinessParty {
  id: string;
  name: string;
  slug: string;
  ownerUid: string;
  ownerEmail: string;
  contactEmail: string | null;
  contactPhone: string | null;
}

/** A booking with what every view and notification of it needs. */
export interface BookingFull {
  booking: BookingRow;
  business: BusinessParty;
  event: EventRow;
  openQuote: QuoteRow | null;
}

const businessParty = {
  id: businesses.id,
  name: businesses.name,
  slug: businesses.slug,
  ownerUid: businesses.ownerUid,
  ownerEmail: businesses.ownerEmail,
  contactEmail: businesses.contactEmail,
  contactPhone: businesses.contactPhone,
};

export interface BookingPage {
  limit: number;
  /** The id of the last booking of the previous page. */
  after?: string | undefined;
}

/** Bookings matching `where`, newest activity first. */
export async function loadBookings(run: Executor, where: SQL | undefined, page?: BookingPage): Promise<BookingFull[]> {
  const afterCursor = page?.after
    ? sql`(bookings.last_activity_at, bookings.id) < (SELECT c.last_activity_at, c.id FROM bookings c WHERE c.id = ${page.after})`
    : undefined;
  const query = run
    .select({ booking: bookings, business: businessParty, event: events, openQuote: quotes })
    .from(bookings)
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(quotes, and(eq(quotes.bookingId, bookings.id), eq(quotes.status, 'open')))
    .where(and(where, afterCursor))
    .orderBy(desc(bookings.lastActivityAt), desc(bookings.id));
  return page ? query.limit(page.limit) : query;
}

export async function loadBooking(run: Executor, bookingId: string): Promise<BookingFull | undefined> {
  const [row] = await loadBookings(run, eq(bookings.id, bookingId));
  return row;
}

/**
 * Locks the booking until the transaction ends and returns it as it is now: a command that waited
 * for another's lock sees that command's outcome, so of two racing commands one finds the state it
 * expected and the other a 409.
 */
export async function lockBooking(tx: Tx, bookingId: string): Promise<BookingFull | undefined> {
  const locked = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (locked.length === 0) return undefined;
  // A new statement: it reads what was committed up to the lock.
  return loadBooking(tx, bookingId);
}

export async function lockEvent(tx: Tx, eventId: string, mode: 'update' | 'share' = 'update') {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for(mode);
  return row;
}

export async function quotesOf(run: Executor, bookingIds: string[]): Promise<QuoteRow[]> {
  if (bookingIds.length === 0) return [];
  return run
    .select()
    .from(quotes)
    .where(inArray(quotes.bookingId, bookingIds))
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
}

/** A text[] literal; drizzle would spread a JS array into a list of parameters. */
export function textArray(values: readonly string[]): SQL {
  return values.length === 0
    ? sql`ARRAY[]::text[]`
    : sql`ARRAY[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;
}

export const CONFIRMED_STATES = ['confirmed', 'completed'] as const;
export function isConfirmed(status: BookingRow['status']): boolean {
  return status === 'confirmed' || status === 'completed';
}
