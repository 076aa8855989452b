/** A notification as the API returns it (spec section 3). */
export type NotificationStatus = 'unread' | 'read';
export type NotificationEntityType = 'Quote' | 'Booking' | 'Event';

export type RelatedEntity = {
  _id: string;
  /** Present when entityType is Quote. */
  bookingId?: string;
};

export type Notification = {
  _id: string;
  content: string;
  status: NotificationStatus;
  createdAt: string;
  entityType: NotificationEntityType | (string & {});
  recipientType: 'User' | (string & {});
  relatedEntity: RelatedEntity;
};
