/** The fixed lists and limits of events and bookings (marketplace.md sections 3–4); migration 0006 repeats them as constraints. */
export const EVENT_TYPES = [
  'Birthday party',
  'Christening',
  'School or nursery event',
  'Community event',
  'Other',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_STATUSES = ['draft', 'published', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const BOOKING_STATUSES = [
  'requested',
  'quoted',
  'confirmed',
  'completed',
  'declined',
  'expired',
  'withdrawn',
  'cancelled',
  'refunded',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A booking still being negotiated: one per event × business at a time. */
export const OPEN_BOOKING_STATUSES = ['requested', 'quoted'] as const;

export const QUOTE_STATUSES = ['open', 'accepted', 'declined', 'superseded', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const MAX_PENCE = 10_000_000;
export const MAX_QUOTE_ITEMS = 20;
/** A quote is valid for 1–30 days after the day it is sent. */
export const QUOTE_VALID_DAYS = { min: 1, max: 30 } as const;
/** A request with no quote for this many days expires. */
export const REQUEST_EXPIRY_DAYS = 7;
