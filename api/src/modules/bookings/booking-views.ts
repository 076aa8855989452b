/** Bookings, quotes, messages and reviews as the API returns them, with the privacy rules applied for the viewer. */
import type { BookingRow, EventRow, MessageRow, QuoteRow, ReviewRow } from '../../db/schema.ts';
import { businessRef, eventView, isConfirmed, publicEventLabel, type Viewer } from '../events/index.ts';
import { reviewable } from './booking-rules.ts';
import type { BookingListRow, EventBookingJson, QuoteJson, ReviewJson, Thread } from './bookings-repository.ts';

/** A timestamp from a row (a Date) or from JSON (text) as the API writes it. */
const iso = (value: Date | string) => new Date(value).toISOString();

export function quoteView(quote: QuoteRow | QuoteJson) {
  return {
    id: quote.id,
    bookingId: quote.bookingId,
    items: quote.items.map((item) => ({ description: item.description, pence: item.pence })),
    totalPence: quote.totalPence,
    depositPence: quote.depositPence,
    validUntil: quote.validUntil,
    message: quote.message,
    status: quote.status,
    createdAt: iso(quote.createdAt),
  };
}

/** A quote row as the thread holds it. */
export function quoteJson(row: QuoteRow): QuoteJson {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The organizer sees the title; a business sees "<type> on <date>" until its booking is confirmed. */
function eventLabelFor(event: EventRow, status: BookingRow['status'], viewer: Viewer): string {
  return viewer === 'organizer' || isConfirmed(status) ? event.title : publicEventLabel(event);
}

function summaryView(
  event: EventRow,
  booking: { id: string; status: BookingRow['status']; lastActivityAt: Date | string },
  business: { id: string; name: string; slug: string },
  openQuote: QuoteRow | QuoteJson | null,
  viewer: Viewer,
) {
  return {
    id: booking.id,
    status: booking.status,
    business: businessRef(business),
    eventId: event.id,
    eventLabel: eventLabelFor(event, booking.status, viewer),
    eventDate: event.date,
    openQuote: openQuote ? quoteView(openQuote) : null,
    lastActivityAt: iso(booking.lastActivityAt),
  };
}

export type BookingSummaryView = ReturnType<typeof summaryView>;

export function bookingSummaryView(row: BookingListRow, viewer: Viewer): BookingSummaryView {
  return summaryView(row.event, row.booking, row.business, row.openQuote, viewer);
}

export function eventBookingView(event: EventRow, row: EventBookingJson, viewer: Viewer): BookingSummaryView {
  return summaryView(event, row, row.business, row.openQuote, viewer);
}

export function reviewView(review: ReviewRow | ReviewJson) {
  return {
    id: review.id,
    bookingId: review.bookingId,
    rating: review.rating,
    text: review.text,
    authorName: review.authorName,
    createdAt: iso(review.createdAt),
    reply:
      review.replyText !== null && review.repliedAt !== null
        ? { text: review.replyText, createdAt: iso(review.repliedAt) }
        : null,
  };
}

export function messageView(row: MessageRow) {
  return {
    id: row.id,
    bookingId: row.bookingId,
    author: row.author,
    authorName: row.authorName,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

const LIVE: readonly BookingRow['status'][] = ['requested', 'quoted', 'confirmed'];

/**
 * The thread after a command's writes: the booking row it returned and its quotes as they now
 * stand, so the answer needs no second read. The event's list of bookings shows this one's new
 * state, first when its activity moved.
 */
export function threadAfter(thread: Thread, booking: BookingRow, quotes: QuoteJson[] = thread.quotes): Thread {
  const openQuote = quotes.find((quote) => quote.status === 'open') ?? null;
  const entry: EventBookingJson = {
    id: booking.id,
    status: booking.status,
    business: businessRef(thread.business),
    openQuote,
    lastActivityAt: booking.lastActivityAt.toISOString(),
  };
  const others = thread.eventBookings.filter((other) => other.id !== booking.id);
  const moved = booking.lastActivityAt.getTime() !== thread.booking.lastActivityAt.getTime();
  const index = thread.eventBookings.findIndex((other) => other.id === booking.id);
  const eventBookings =
    moved || index < 0
      ? [entry, ...others]
      : thread.eventBookings.map((other) => (other.id === booking.id ? entry : other));
  return { ...thread, booking, quotes, eventBookings };
}

/** The whole thread for one side: the event as that side may see it, quotes (open first), review. */
export function bookingView(thread: Thread, viewer: Viewer) {
  const { booking, business, event, review } = thread;
  const confirmed = isConfirmed(booking.status);
  // The thread's quotable list leaves this booking aside; while it is live, its business may not quote again.
  const quotableBy = thread.quotableBy.filter((other) => other.id !== business.id || !LIVE.includes(booking.status));
  return {
    id: booking.id,
    viewer,
    status: booking.status,
    business: businessRef(business),
    event: eventView(event, {
      viewer,
      bookings: thread.eventBookings.map((row) => eventBookingView(event, row, viewer)),
      quotableBy,
    }),
    requestMessage: booking.requestMessage,
    quotes: [
      ...thread.quotes.filter((quote) => quote.status === 'open'),
      ...thread.quotes.filter((quote) => quote.status !== 'open'),
    ].map(quoteView),
    contact:
      viewer === 'organizer' && confirmed
        ? { email: business.contactEmail ?? business.ownerEmail, phone: business.contactPhone }
        : null,
    organizerName: event.ownerName,
    cancelReason: booking.cancelReason,
    cancelledBy: booking.cancelledBy,
    refundReason: booking.refundReason,
    refundedAt: booking.refundedAt?.toISOString() ?? null,
    review: review ? reviewView(review) : null,
    canReview: viewer === 'organizer' && reviewable(booking.status) && !review,
    canReply: viewer === 'business' && review !== null && review.replyText === null,
    createdAt: booking.createdAt.toISOString(),
    lastActivityAt: booking.lastActivityAt.toISOString(),
  };
}
