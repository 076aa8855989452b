/**
 * What a caller may do to a booking, in which state: pure functions of the rows a command locked.
 * Each throws the error the caller sees (404 for someone else's booking, 409 for a state that
 * moved on, 400 for bad input).
 */
import type { EventRow } from '../../db/schema.ts';
import { addDays, isCalendarDate, longDate, pounds } from '../common/index.ts';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../errors.ts';
import { QUOTE_VALID_DAYS, type Viewer } from '../events/index.ts';
import type { QuoteJson, Thread } from './bookings-repository.ts';

export const BOOKING_NOT_FOUND = 'Booking not found.';
export const QUOTE_NOT_FOUND = 'Quote not found.';

export interface QuoteInput {
  items: { description: string; pence: number }[];
  totalPence: number;
  depositPence: number;
  validUntil: string;
  message: string;
  replacesQuoteId?: string | undefined;
}

/** The caller's side of the booking: its organizer first (someone may own both), else its business's owner. */
export function sideOf(uid: string, thread: Pick<Thread, 'event' | 'business'>): Viewer | undefined {
  if (thread.event.ownerUid === uid) return 'organizer';
  if (thread.business.ownerUid === uid) return 'business';
  return undefined;
}

/** The caller's side, which must be `side` when given; someone else's booking is a 404. */
export function requireSide(uid: string, thread: Thread | undefined, side?: Viewer): Viewer {
  if (!thread) throw new NotFoundError(BOOKING_NOT_FOUND);
  const viewer = side ?? sideOf(uid, thread);
  const onSide = viewer && (viewer === 'organizer' ? thread.event.ownerUid : thread.business.ownerUid) === uid;
  if (!viewer || !onSide) throw new NotFoundError(BOOKING_NOT_FOUND);
  return viewer;
}

export const openQuoteOf = (thread: Pick<Thread, 'quotes'>): QuoteJson | undefined =>
  thread.quotes.find((quote) => quote.status === 'open');

export function checkedQuote(input: QuoteInput, today: string) {
  const items = input.items.map((item, index) => {
    const description = item.description.trim();
    if (description.length === 0) throw new InvalidInputError(`items/${index}/description: must not be empty.`);
    return { description, pence: item.pence };
  });
  const sum = items.reduce((total, item) => total + item.pence, 0);
  if (input.totalPence !== sum) {
    throw new InvalidInputError(`totalPence: must equal the sum of the items (${pounds(sum)}).`);
  }
  if (input.depositPence > input.totalPence) throw new InvalidInputError('depositPence: must not exceed the total.');
  if (!isCalendarDate(input.validUntil)) throw new InvalidInputError('validUntil: must be a real date, YYYY-MM-DD.');
  if (
    input.validUntil < addDays(today, QUOTE_VALID_DAYS.min) ||
    input.validUntil > addDays(today, QUOTE_VALID_DAYS.max)
  ) {
    throw new InvalidInputError(
      `validUntil: must be ${QUOTE_VALID_DAYS.min} to ${QUOTE_VALID_DAYS.max} days after today.`,
    );
  }
  return {
    items,
    totalPence: input.totalPence,
    depositPence: input.depositPence,
    validUntil: input.validUntil,
    message: input.message.trim(),
  };
}

export function nonEmpty(field: string, text: string): string {
  const trimmed = text.trim();
  if (trimmed.length === 0) throw new InvalidInputError(`${field}: must not be empty.`);
  return trimmed;
}

/** The organizer may ask for quotes on their own published event that has not passed. */
export function refuseRequest(event: EventRow, today: string): void {
  if (event.status === 'draft') throw new ConflictError('Publish this event before asking for quotes.');
  if (event.status !== 'published') throw new ConflictError(`This event is ${event.status}.`);
  if (event.date < today) throw new ConflictError('This event’s date has passed.');
}

export function refuseSend(thread: Thread, replacesQuoteId: string | undefined): void {
  const { status } = thread.booking;
  if (status !== 'requested' && status !== 'quoted') {
    throw new ConflictError(`This booking is ${status}: a quote can no longer be sent.`);
  }
  if (replacesQuoteId !== undefined && openQuoteOf(thread)?.id !== replacesQuoteId) {
    throw new ConflictError(
      'This quote was changed meanwhile: another quote was sent or answered since you opened it. Reload to see the current one.',
    );
  }
}

export function refuseDecline(thread: Thread): void {
  if (thread.booking.status !== 'requested') {
    throw new ConflictError(`This booking is ${thread.booking.status}: only a request can be declined.`);
  }
}

export function refuseWithdraw(thread: Thread): void {
  const { status } = thread.booking;
  if (status !== 'requested' && status !== 'quoted') {
    throw new ConflictError(`This booking is ${status}: it can no longer be withdrawn.`);
  }
}

export function refuseCancel(thread: Thread): void {
  if (thread.booking.status !== 'confirmed') {
    throw new ConflictError(`This booking is ${thread.booking.status}: only a confirmed booking can be cancelled.`);
  }
}

/** A business refunds a booking once, after the party: before it, the booking is cancelled instead. */
export function refuseRefund(thread: Thread): void {
  const { status } = thread.booking;
  if (status === 'refunded') throw new ConflictError('This booking has already been refunded.');
  if (status !== 'completed') {
    throw new ConflictError(`This booking is ${status}: only a completed booking can be refunded.`);
  }
}

/** The party took place: a completed booking may be reviewed, and so may a refunded one (a refund never silences a review). */
export const reviewable = (status: Thread['booking']['status']) => status === 'completed' || status === 'refunded';

export function refuseReview(thread: Thread): void {
  if (!reviewable(thread.booking.status)) {
    throw new ConflictError(`This booking is ${thread.booking.status}: only a completed booking can be reviewed.`);
  }
  if (thread.review) throw new ConflictError('You have already reviewed this booking.');
}

/** The quote, for its booking's organizer; 404 for anyone else. */
export function organizersQuote(uid: string, thread: Thread | undefined, quoteId: string): QuoteJson {
  const quote = thread?.quotes.find((q) => q.id === quoteId);
  if (!thread || !quote || thread.event.ownerUid !== uid) throw new NotFoundError(QUOTE_NOT_FOUND);
  return quote;
}

/** The quote answered must be the booking's open one. */
export function refuseAnswer(thread: Thread, quote: QuoteJson, verb: string): void {
  if (quote.status === 'accepted') throw new ConflictError('This quote has already been accepted.');
  if (quote.status === 'declined') throw new ConflictError('This quote has already been declined.');
  if (thread.booking.status !== 'quoted') {
    throw new ConflictError(`This booking is ${thread.booking.status}: the quote can no longer be ${verb}.`);
  }
  if (quote.status === 'superseded' || openQuoteOf(thread)?.id !== quote.id) {
    throw new ConflictError('This quote was changed meanwhile: the business sent a new one. Please look at it first.');
  }
  if (quote.status === 'expired') throw new ConflictError('This quote has expired.');
}

export function refuseAccept(thread: Thread, today: string): void {
  const { event } = thread;
  if (event.status !== 'published' || event.date < today) {
    throw new ConflictError(`This event is ${event.status === 'published' ? 'past' : event.status}.`);
  }
}

/** Does confirming this booking fill the business's day? */
export function fillsTheDay(thread: Thread): boolean {
  const capacity = thread.capacity;
  return capacity !== null && capacity.taken + 1 >= capacity.bookingsPerDay;
}

/**
 * A business holds no more bookings on a day than its `bookingsPerDay`, and none on a day it marked
 * unavailable. Read under the business's lock, so of two accepts for its last place one wins.
 */
export function refuseFullDay(thread: Thread): void {
  const capacity = thread.capacity;
  if (!capacity) return;
  const day = longDate(thread.event.date);
  if (capacity.unavailable) {
    throw new ConflictError(
      `${thread.business.name} is not available on ${day}: this quote can no longer be accepted.`,
    );
  }
  if (capacity.taken >= capacity.bookingsPerDay) {
    throw new ConflictError(`${thread.business.name} is fully booked on ${day}: this quote can no longer be accepted.`);
  }
}

/** A business's own account books neither its business nor itself: the two sides of a booking are two people. */
export const OWN_BUSINESS = {
  request: 'You cannot ask your own business for a quote.',
  quote: 'You cannot quote on your own event.',
  accept: 'You cannot accept a quote from your own business.',
} as const;

export function refuseOwnBusiness(
  organizerUid: string,
  businessOwnerUid: string,
  action: keyof typeof OWN_BUSINESS,
): void {
  if (organizerUid === businessOwnerUid) throw new ForbiddenError(OWN_BUSINESS[action]);
}
