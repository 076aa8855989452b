/** The notification as the API returns it; field names are the ones the browser already reads. */
import type { NotificationRow } from '../../db/schema.ts';

export const ENTITY_TYPES = ['Quote', 'Booking', 'Event'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export interface Notification {
  _id: string;
  content: string;
  status: 'unread' | 'read';
  createdAt: string;
  entityType: EntityType;
  recipientType: string;
  relatedEntity: { _id: string; bookingId?: string };
}

export interface NewNotification {
  /** The recipient's account: the bell, the stream and the email all follow it, whatever its address. */
  recipientUid: string;
  recipientType: string;
  entityType: EntityType;
  relatedEntity: { _id: string; bookingId?: string | undefined };
  content: string;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    content: row.content,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    entityType: row.entityType,
    recipientType: row.recipientType,
    relatedEntity:
      row.relatedBookingId === null
        ? { _id: row.relatedEntityId }
        : { _id: row.relatedEntityId, bookingId: row.relatedBookingId },
  };
}
