/** The demo notifications, oldest first; `read` ones are marked read after creation. */
import type { NewNotification } from '../src/modules/notifications/notification.ts';

type Demo = Omit<NewNotification, 'recipientEmail'> & { read?: boolean };

export const ORGANIZER_NOTIFICATIONS: Demo[] = [
  {
    recipientType: 'User',
    entityType: 'Event',
    relatedEntity: { _id: 'evt-lily-6' },
    content: 'Your event "Lily\'s 6th Birthday" is live. Providers can now send quotes.',
    read: true,
  },
  {
    recipientType: 'User',
    entityType: 'Quote',
    relatedEntity: { _id: 'quote-bouncy-1', bookingId: 'booking-lily-castle' },
    content: 'Bouncy Castles Ltd sent you a quote for £120.',
    read: true,
  },
  {
    recipientType: 'User',
    entityType: 'Booking',
    relatedEntity: { _id: 'booking-lily-facepaint' },
    content: 'Your booking with Face Painting by Fiona is confirmed.',
    read: true,
  },
  {
    recipientType: 'Business',
    entityType: 'Booking',
    relatedEntity: { _id: 'booking-party-pals-1' },
    content: 'Party Pals Entertainment has a new booking request for 14 June.',
    read: true,
  },
  {
    recipientType: 'User',
    entityType: 'Quote',
    relatedEntity: { _id: 'quote-magic-2', bookingId: 'booking-lily-magic' },
    content: "Magic Mike's Magic Shows sent you a quote for £180.",
  },
  {
    recipientType: 'User',
    entityType: 'Booking',
    relatedEntity: { _id: 'booking-lily-balloons' },
    content: 'Balloon Bonanza moved your delivery to 10:30.',
  },
  {
    recipientType: 'Business',
    entityType: 'Booking',
    relatedEntity: { _id: 'booking-party-pals-2' },
    content: 'A family cancelled their Party Pals Entertainment booking for 21 June.',
  },
  {
    recipientType: 'User',
    entityType: 'Event',
    relatedEntity: { _id: 'evt-lily-6' },
    content: "Reminder: Lily's 6th Birthday is this Saturday.",
  },
  {
    recipientType: 'User',
    entityType: 'Quote',
    relatedEntity: { _id: 'quote-bouncy-1', bookingId: 'booking-lily-castle' },
    content: 'The quote from Bouncy Castles Ltd expires in 2 days.',
  },
];

export const PROVIDER_NOTIFICATIONS: Demo[] = [
  {
    recipientType: 'Business',
    entityType: 'Event',
    relatedEntity: { _id: 'evt-sam-4' },
    content: 'A new event near you, "Sam\'s 4th Birthday", is looking for entertainers.',
    read: true,
  },
  {
    recipientType: 'Business',
    entityType: 'Quote',
    relatedEntity: { _id: 'quote-magic-2', bookingId: 'booking-lily-magic' },
    content: "Your quote for Lily's 6th Birthday was viewed.",
  },
  {
    recipientType: 'Business',
    entityType: 'Booking',
    relatedEntity: { _id: 'booking-sam-magic' },
    content: "New booking request for Magic Mike's Magic Shows on 28 June.",
  },
  {
    recipientType: 'User',
    entityType: 'Booking',
    relatedEntity: { _id: 'booking-provider-own' },
    content: 'Your booking with Cakes by Clara is confirmed.',
  },
];
