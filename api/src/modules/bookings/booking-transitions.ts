/**
 * Transitions that happen with time as well as by command: each takes the caller's transaction,
 * locks what it changes, checks the current state and tells the organizer, so a scheduled job
 * and a user's command racing on the same booking end with one winner. Each returns whether it
 * changed anything (false: the state had already moved on).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bookings, events, quotes } from '../../db/schema.ts';
import { type BookingFull, lockBooking, lockEvent, type Tx } from '../events/event-queries.ts';
import { tellOrganizer } from './booking-notices.ts';

/** requested → expired (no quote within 7 days). */
export async function expireRequest(tx: Tx, bookingId: string): Promise<boolean> {
  const full = await lockBooking(tx, bookingId);
  if (!full || full.booking.status !== 'requested') return false;
  await setStatus(tx, full, 'expired');
  await tellOrganizer(
    tx,
    full,
    `Your request to ${full.business.name} for ${full.event.title} expired without a quote.`,
  );
  return true;
}

/** An open quote → expired, and its booking quoted → expired. */
export async function expireQuote(tx: Tx, quoteId: string): Promise<boolean> {
  const [quote] = await tx.select({ bookingId: quotes.bookingId }).from(quotes).where(eq(quotes.id, quoteId));
  if (!quote) return false;
  const full = await lockBooking(tx, quote.bookingId);
  if (!full || full.booking.status !== 'quoted' || full.openQuote?.id !== quoteId) return false;
  await tx.update(quotes).set({ status: 'expired', answeredAt: new Date() }).where(eq(quotes.id, quoteId));
  await setStatus(tx, full, 'expired');
  await tellOrganizer(tx, full, `The quote from ${full.business.name} for ${full.event.title} has expired.`);
  return true;
}

/** confirmed → completed (the day after the event), inviting the organizer to review. */
export async function completeBooking(tx: Tx, bookingId: string): Promise<boolean> {
  const full = await lockBooking(tx, bookingId);
  if (!full || full.booking.status !== 'confirmed') return false;
  await setStatus(tx, full, 'completed');
  await tellOrganizer(
    tx,
    full,
    `${full.event.title} with ${full.business.name} is complete: tell other families how it went by leaving a review.`,
  );
  return true;
}

/**
 * published → completed (the day after its date): its confirmed bookings complete, and requests
 * or quotes still open on it expire.
 */
export async function completeEvent(tx: Tx, eventId: string): Promise<boolean> {
  const event = await lockEvent(tx, eventId);
  if (!event || event.status !== 'published') return false;
  await tx
    .update(events)
    .set({ status: 'completed', completedAt: new Date(), updatedAt: new Date() })
    .where(eq(events.id, eventId));
  const live = await tx
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), inArray(bookings.status, ['requested', 'quoted', 'confirmed'])));
  for (const booking of live) {
    if (booking.status === 'confirmed') await completeBooking(tx, booking.id);
    else await expireOpenBooking(tx, booking.id);
  }
  return true;
}

/** requested or quoted → expired, with its open quote. */
export async function expireOpenBooking(tx: Tx, bookingId: string): Promise<boolean> {
  const full = await lockBooking(tx, bookingId);
  if (!full) return false;
  if (full.booking.status === 'requested') return expireRequest(tx, bookingId);
  if (full.booking.status === 'quoted' && full.openQuote) return expireQuote(tx, full.openQuote.id);
  return false;
}

/** Sets the (locked) booking's status, with any fields that must change with it (one statement, for the CHECKs). */
export async function setStatus(
  tx: Tx,
  full: BookingFull,
  status: BookingFull['booking']['status'],
  with_: Partial<typeof bookings.$inferInsert> = {},
): Promise<void> {
  await tx
    .update(bookings)
    .set({ ...with_, status, lastActivityAt: sql`now()` })
    .where(eq(bookings.id, full.booking.id));
  full.booking.status = status;
}
