import { type Notification, ORGANIZER_PATHS, PROVIDER_PATHS, routePath } from 'shared/contracts';

/** Where Go to Item leads (spec section 7), or null for an entity type the site does not know. */
export function itemPath(notification: Notification): string | null {
  const { entityType, recipientType, relatedEntity } = notification;
  switch (entityType) {
    case 'Quote':
      return relatedEntity.bookingId ? routePath(ORGANIZER_PATHS.booking, { id: relatedEntity.bookingId }) : null;
    case 'Booking':
      return recipientType === 'User'
        ? routePath(ORGANIZER_PATHS.booking, { id: relatedEntity._id })
        : routePath(PROVIDER_PATHS.quote, { bookingId: relatedEntity._id });
    case 'Event':
      return routePath(ORGANIZER_PATHS.event, { id: relatedEntity._id });
    default:
      return null;
  }
}
