/** Events, bookings and quotes as the API returns them, with the privacy rules applied for the viewer. */
import type { EventRow, QuoteRow, ReviewRow } from '../../db/schema.ts';
import type { Category } from '../businesses/catalogue.ts';
import type { EventType } from './event-catalogue.ts';
import { type BookingFull, isConfirmed } from './event-queries.ts';
import { publicEventLabel } from './wording.ts';

export type Viewer = 'organizer' | 'business';

export interface BusinessRefView {
  id: string;
  name: string;
  slug: string;
}

export function businessRef(business: BusinessRefView): BusinessRefView {
  return { id: business.id, name: business.name, slug: business.slug };
}

export function quoteView(quote: QuoteRow) {
  return {
    id: quote.id,
    bookingId: quote.bookingId,
    items: quote.items.map((item) => ({ description: item.description, pence: item.pence })),
    totalPence: quote.totalPence,
    depositPence: quote.depositPence,
    validUntil: quote.validUntil,
    message: quote.message,
    status: quote.status,
    createdAt: quote.createdAt.toISOString(),
  };
}

/** The organizer sees the title; a business sees "<type> on <date>" until its booking is confirmed. */
export function eventLabelFor(full: BookingFull, viewer: Viewer): string {
  return viewer === 'organizer' || isConfirmed(full.booking.status) ? full.event.title : publicEventLabel(full.event);
}

export function bookingSummaryView(full: BookingFull, viewer: Viewer) {
  return {
    id: full.booking.id,
    status: full.booking.status,
    business: businessRef(full.business),
    eventId: full.event.id,
    eventLabel: eventLabelFor(full, viewer),
    eventDate: full.event.date,
    openQuote: full.openQuote ? quoteView(full.openQuote) : null,
    lastActivityAt: full.booking.lastActivityAt.toISOString(),
  };
}

/** What anyone allowed to see the event sees: no title, child, address or notes. */
export function publicEventView(event: EventRow) {
  return {
    id: event.id,
    status: event.status,
    type: event.type as EventType,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    postcodeDistrict: event.postcodeDistrict,
    childrenCount: event.childrenCount,
    ageRange: { min: event.ageMin, max: event.ageMax },
    budgetPence: event.budgetPence,
    servicesNeeded: event.servicesNeeded as Category[],
    openToQuotes: event.openToQuotes,
  };
}

export interface EventViewParts {
  viewer: Viewer;
  /** The viewer's bookings on it (all of them for the organizer). */
  bookings: BookingFull[];
  quotableBy: BusinessRefView[];
}

export function eventView(event: EventRow, { viewer, bookings, quotableBy }: EventViewParts) {
  // A business sees the private part once one of its bookings on the event is confirmed.
  const revealed = viewer === 'organizer' || bookings.some((full) => isConfirmed(full.booking.status));
  return {
    ...publicEventView(event),
    viewer,
    title: revealed ? event.title : null,
    childName: revealed ? event.childName : null,
    address: revealed ? event.address : null,
    notes: revealed ? event.notes : null,
    shareWhenCompleted: viewer === 'organizer' ? event.shareWhenCompleted : false,
    bookings: bookings.map((full) => bookingSummaryView(full, viewer)),
    quotableBy: viewer === 'business' ? quotableBy.map(businessRef) : [],
  };
}

export type EventViewBody = ReturnType<typeof eventView>;

export function reviewView(review: ReviewRow) {
  return {
    id: review.id,
    bookingId: review.bookingId,
    rating: review.rating,
    text: review.text,
    authorName: review.authorName,
    createdAt: review.createdAt.toISOString(),
    reply:
      review.replyText !== null && review.repliedAt !== null
        ? { text: review.replyText, createdAt: review.repliedAt.toISOString() }
        : null,
  };
}
