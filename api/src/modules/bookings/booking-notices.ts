/**
 * The notifications of marketplace.md section 5, inserted in the transaction of the change they
 * tell of. A business is told by its owner's email with recipientType 'Business' and its event
 * named without private details; the organizer is told as a 'User', with the event's title.
 */
import { insertNotification } from '../notifications/notifications-repository.ts';
import type { BookingFull, Tx } from '../events/event-queries.ts';
import { publicEventName } from '../events/wording.ts';

export async function tellBusiness(tx: Tx, full: BookingFull, content: string): Promise<void> {
  await insertNotification(tx, {
    recipientEmail: full.business.ownerEmail,
    recipientType: 'Business',
    entityType: 'Booking',
    relatedEntity: { _id: full.booking.id },
    content,
  });
}

/** A Booking notification, or a Quote one (Go to Item opens its booking) when `quoteId` is given. */
export async function tellOrganizer(tx: Tx, full: BookingFull, content: string, quoteId?: string): Promise<void> {
  await insertNotification(tx, {
    recipientEmail: full.event.ownerEmail,
    recipientType: 'User',
    entityType: quoteId ? 'Quote' : 'Booking',
    relatedEntity: quoteId ? { _id: quoteId, bookingId: full.booking.id } : { _id: full.booking.id },
    content,
  });
}

export async function tellBusinessOfEvent(
  tx: Tx,
  business: { ownerEmail: string },
  eventId: string,
  content: string,
): Promise<void> {
  await insertNotification(tx, {
    recipientEmail: business.ownerEmail,
    recipientType: 'Business',
    entityType: 'Event',
    relatedEntity: { _id: eventId },
    content,
  });
}

/** "a Birthday party on Saturday 14 March 2027": how a business's notifications name the event. */
export const eventForBusiness = (full: BookingFull) => publicEventName(full.event);
