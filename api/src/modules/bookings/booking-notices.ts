/**
 * The notifications of marketplace.md section 5, inserted in the transaction of the change they
 * tell of. A business is told through its owner's account with recipientType 'Business' and its
 * event named without private details; the organizer is told as a 'User', with the event's title.
 */
import type { Tx } from '../common/index.ts';
import { publicEventName } from '../events/index.ts';
import { insertNotification } from '../notifications/index.ts';
import type { BusinessParty } from './bookings-repository.ts';
import type { EventRow } from '../../db/schema.ts';

/** Who a notification about a booking goes to, and what it names. */
export interface NoticeParties {
  booking: { id: string };
  business: Pick<BusinessParty, 'ownerUid' | 'name'>;
  event: Pick<EventRow, 'ownerUid' | 'ownerName' | 'title' | 'type' | 'date'>;
}

export async function tellBusiness(tx: Tx, parties: NoticeParties, content: string): Promise<void> {
  await insertNotification(tx, {
    recipientUid: parties.business.ownerUid,
    recipientType: 'Business',
    entityType: 'Booking',
    relatedEntity: { _id: parties.booking.id },
    content,
  });
}

/** A Booking notification, or a Quote one (Go to Item opens its booking) when `quoteId` is given. */
export async function tellOrganizer(tx: Tx, parties: NoticeParties, content: string, quoteId?: string): Promise<void> {
  await insertNotification(tx, {
    recipientUid: parties.event.ownerUid,
    recipientType: 'User',
    entityType: quoteId ? 'Quote' : 'Booking',
    relatedEntity: quoteId ? { _id: quoteId, bookingId: parties.booking.id } : { _id: parties.booking.id },
    content,
  });
}

/** "a Birthday party on Saturday 14 March 2027": how a business's notifications name the event. */
export const eventForBusiness = (parties: NoticeParties) => publicEventName(parties.event);
