/**
 * Transitions that happen with time as well as by command: each takes the caller's transaction,
 * locks what it changes, checks the current state and tells the organizer, so a scheduled job
 * and a user's command racing on the same booking end with one winner. Each returns whether it
 * changed anything (false: the state had already moved on).
 */
import type { Tx } from '../common/index.ts';
import { lockEvent, markEventCompleted } from '../events/index.ts';
import { openQuoteOf } from './booking-rules.ts';
import { eventForBusiness, tellBusiness, tellOrganizer } from './booking-notices.ts';
import { answerQuote, liveBookingsOfEvent, loadThread, setBookingStatus } from './bookings-repository.ts';

const locked = (tx: Tx, key: { bookingId: string } | { quoteId: string }) => loadThread(tx, key, { lock: true });

/** requested → expired (no quote within 7 days). */
export async function expireRequest(tx: Tx, bookingId: string): Promise<boolean> {
  const thread = await locked(tx, { bookingId });
  if (!thread || thread.booking.status !== 'requested') return false;
  await setBookingStatus(tx, bookingId, 'expired');
  await tellOrganizer(
    tx,
    thread,
    `Your request to ${thread.business.name} for ${thread.event.title} expired without a quote.`,
  );
  return true;
}

/** An open quote → expired, and its booking quoted → expired. */
export async function expireQuote(tx: Tx, quoteId: string): Promise<boolean> {
  const thread = await locked(tx, { quoteId });
  if (!thread || thread.booking.status !== 'quoted' || openQuoteOf(thread)?.id !== quoteId) return false;
  await answerQuote(tx, quoteId, 'expired');
  await setBookingStatus(tx, thread.booking.id, 'expired');
  await tellOrganizer(tx, thread, `The quote from ${thread.business.name} for ${thread.event.title} has expired.`);
  return true;
}

/** confirmed → completed (the day after the event), inviting the organizer to review. */
export async function completeBooking(tx: Tx, bookingId: string): Promise<boolean> {
  const thread = await locked(tx, { bookingId });
  if (!thread || thread.booking.status !== 'confirmed') return false;
  await setBookingStatus(tx, bookingId, 'completed');
  await tellOrganizer(
    tx,
    thread,
    `${thread.event.title} with ${thread.business.name} is complete: tell other families how it went by leaving a review.`,
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
  await markEventCompleted(tx, eventId);
  for (const booking of await liveBookingsOfEvent(tx, eventId)) {
    if (booking.status === 'confirmed') await completeBooking(tx, booking.id);
    else await expireOpenBooking(tx, booking.id);
  }
  return true;
}

/** requested or quoted → expired, with its open quote. */
export async function expireOpenBooking(tx: Tx, bookingId: string): Promise<boolean> {
  const thread = await locked(tx, { bookingId });
  if (!thread) return false;
  if (thread.booking.status === 'requested') return expireRequest(tx, bookingId);
  const open = openQuoteOf(thread);
  if (thread.booking.status === 'quoted' && open) return expireQuote(tx, open.id);
  return false;
}

/**
 * An organizer closing their account: a confirmed booking is cancelled, a request or quoted
 * booking withdrawn (its open quote declined), and the business told as for the organizer's own
 * command. Returns whether it changed anything.
 */
export async function endForDepartingOrganizer(tx: Tx, bookingId: string, cancelReason: string): Promise<boolean> {
  const thread = await locked(tx, { bookingId });
  if (!thread) return false;
  const status = thread.booking.status;
  if (status === 'confirmed') {
    await setBookingStatus(tx, bookingId, 'cancelled', { cancelReason, cancelledBy: 'organizer' });
    await tellBusiness(tx, thread, `${thread.event.ownerName} cancelled the booking for ${eventForBusiness(thread)}.`);
    return true;
  }
  if (status !== 'requested' && status !== 'quoted') return false;
  const open = openQuoteOf(thread);
  if (open) await answerQuote(tx, open.id, 'declined');
  await setBookingStatus(tx, bookingId, 'withdrawn');
  await tellBusiness(tx, thread, `${thread.event.ownerName} withdrew their request for ${eventForBusiness(thread)}.`);
  return true;
}
