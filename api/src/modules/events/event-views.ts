/** Events as the API returns them, with the privacy rules applied for the viewer. */
import type { EventRow } from '../../db/schema.ts';
import type { Category } from '../businesses/index.ts';
import type { BookingStatus, EventType } from './event-catalogue.ts';
import type { BusinessRef } from './events-repository.ts';

export type Viewer = 'organizer' | 'business';

export function businessRef(business: BusinessRef): BusinessRef {
  return { id: business.id, name: business.name, slug: business.slug };
}

/**
 * A booking is confirmed from its acceptance on: its business then sees the event's private part.
 * A refunded booking was completed first, so what both sides saw stays.
 */
export function isConfirmed(status: BookingStatus): boolean {
  return status === 'confirmed' || status === 'completed' || status === 'refunded';
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

export interface EventViewParts<S extends { status: BookingStatus }> {
  viewer: Viewer;
  /** The viewer's bookings on it (all of them for the organizer), as the bookings module shows them. */
  bookings: S[];
  quotableBy: BusinessRef[];
}

export function eventView<S extends { status: BookingStatus }>(
  event: EventRow,
  { viewer, bookings, quotableBy }: EventViewParts<S>,
) {
  // A business sees the private part once one of its bookings on the event is confirmed.
  const revealed = viewer === 'organizer' || bookings.some((booking) => isConfirmed(booking.status));
  return {
    ...publicEventView(event),
    viewer,
    title: revealed ? event.title : null,
    childName: revealed ? event.childName : null,
    address: revealed ? event.address : null,
    notes: revealed ? event.notes : null,
    shareWhenCompleted: viewer === 'organizer' ? event.shareWhenCompleted : false,
    bookings,
    quotableBy: viewer === 'business' ? quotableBy.map(businessRef) : [],
  };
}

/** A completed, shared event on Our Events: type, month, area and the businesses that came. */
export function sharedEventView(event: EventRow, came: BusinessRef[]) {
  return {
    id: event.id,
    type: event.type as EventType,
    month: event.date.slice(0, 7),
    area: event.postcodeArea,
    businesses: came.map(businessRef).sort((a, b) => a.name.localeCompare(b.name)),
  };
}
