import type { Notification } from 'shared/contracts';

/** Where Go to Item leads (spec section 7), or null for an entity type the site does not know. */
export function itemPath(notification: Notification): string | null {
  const { entityType, recipientType, relatedEntity } = notification;
  switch (entityType) {
    case 'Quote':
      return relatedEntity.bookingId ? `/booking/${relatedEntity.bookingId}` : null;
    case 'Booking':
      return recipientType === 'User' ? `/booking/${relatedEntity._id}` : `/quote/${relatedEntity._id}`;
    case 'Event':
      return `/event/${relatedEntity._id}`;
    default:
      return null;
  }
}
