/**
 * Drizzle table definitions; they mirror the SQL files in `migrations/`, which are the source of
 * truth (test/db/schema-drift.test.ts compares them with a freshly migrated database).
 */
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { BookingStatus, EventStatus, QuoteStatus } from '../modules/events/event-catalogue.ts';

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The recipient's account (migration 0016): their current address is the account's. */
  recipientUid: text('recipient_uid').notNull(),
  recipientType: text('recipient_type').notNull(),
  entityType: text('entity_type').$type<'Quote' | 'Booking' | 'Event'>().notNull(),
  relatedEntityId: text('related_entity_id').notNull(),
  relatedBookingId: text('related_booking_id'),
  content: text('content').notNull(),
  status: text('status').$type<'unread' | 'read'>().notNull().default('unread'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mailingListSubscribers = pgTable('mailing_list_subscribers', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  emailNormalized: text('email_normalized').notNull().unique(),
  consentSource: text('consent_source').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
});

export const businesses = pgTable('businesses', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUid: text('owner_uid').notNull(),
  /** The owner's address when it was made: shown only while their account has none (migration 0016). */
  ownerEmail: text('owner_email').notNull(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  categories: text('categories').array().notNull(),
  description: text('description').notNull().default(''),
  baseTown: text('base_town'),
  ageMin: smallint('age_min'),
  ageMax: smallint('age_max'),
  maxChildren: integer('max_children'),
  indoor: boolean('indoor').notNull().default(false),
  outdoor: boolean('outdoor').notNull().default(false),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  status: text('status').$type<'draft' | 'live' | 'paused'>().notNull().default('draft'),
  bookingsPerDay: integer('bookings_per_day').notNull().default(1),
  /** Kept by a trigger on reviews (migration 0006). */
  ratingAverage: numeric('rating_average', { precision: 3, scale: 2 }).notNull().default('0'),
  ratingCount: integer('rating_count').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when its owner deleted it (migration 0013); the row stays for its bookings and reviews. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

export const businessSlugs = pgTable('business_slugs', {
  slug: text('slug').primaryKey(),
  businessId: uuid('business_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const businessAreas = pgTable(
  'business_areas',
  { businessId: uuid('business_id').notNull(), area: text('area').notNull() },
  (table) => [primaryKey({ columns: [table.businessId, table.area] })],
);

export const packages = pgTable('packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessId: uuid('business_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  durationMinutes: integer('duration_minutes').notNull(),
  priceFromPence: integer('price_from_pence').notNull(),
  maxChildren: integer('max_children'),
  ageMin: smallint('age_min'),
  ageMax: smallint('age_max'),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const credentials = pgTable('credentials', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessId: uuid('business_id').notNull(),
  type: text('type').notNull(),
  reference: text('reference').notNull(),
  expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  status: text('status').$type<'declared' | 'verified' | 'rejected'>().notNull().default('declared'),
  rejectionReason: text('rejection_reason'),
  reviewedBy: text('reviewed_by'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One stored size and format of a photo. */
export interface PhotoVariant {
  width: number;
  height: number;
  format: 'webp' | 'avif';
  key: string;
  bytes: number;
}

export const photos = pgTable('photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessId: uuid('business_id').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  alt: text('alt').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  variants: jsonb('variants').$type<PhotoVariant[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const galleries = pgTable('galleries', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessId: uuid('business_id').notNull(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    businessId: uuid('business_id').notNull(),
    galleryId: uuid('gallery_id').notNull(),
    photoId: uuid('photo_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.galleryId, table.photoId] })],
);

export const businessUnavailability = pgTable(
  'business_unavailability',
  {
    businessId: uuid('business_id').notNull(),
    onDate: date('on_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.onDate] })],
);

export const events = pgTable('events', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUid: text('owner_uid').notNull(),
  /** The organizer's address when it was made: used only while their account has none (migration 0016). */
  ownerEmail: text('owner_email').notNull(),
  ownerName: text('owner_name').notNull(),
  title: text('title').notNull(),
  type: text('type').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  postcodeDistrict: text('postcode_district').notNull(),
  postcodeArea: text('postcode_area')
    .notNull()
    .generatedAlwaysAs(sql`substring(postcode_district FROM '^[A-Z]+')`),
  address: text('address').notNull(),
  childName: text('child_name').notNull().default(''),
  childrenCount: integer('children_count').notNull(),
  ageMin: smallint('age_min').notNull(),
  ageMax: smallint('age_max').notNull(),
  budgetPence: integer('budget_pence'),
  servicesNeeded: text('services_needed').array().notNull().default([]),
  notes: text('notes').notNull().default(''),
  openToQuotes: boolean('open_to_quotes').notNull().default(false),
  shareWhenCompleted: boolean('share_when_completed').notNull().default(false),
  status: text('status').$type<EventStatus>().notNull().default('draft'),
  cancelReason: text('cancel_reason'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bookings = pgTable('bookings', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventId: uuid('event_id').notNull(),
  businessId: uuid('business_id').notNull(),
  status: text('status').$type<BookingStatus>().notNull(),
  requestMessage: text('request_message').notNull().default(''),
  declineReason: text('decline_reason'),
  cancelReason: text('cancel_reason'),
  cancelledBy: text('cancelled_by').$type<'organizer' | 'business'>(),
  refundReason: text('refund_reason'),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface QuoteItemRow {
  description: string;
  pence: number;
}

export const quotes = pgTable('quotes', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  items: jsonb('items').$type<QuoteItemRow[]>().notNull(),
  totalPence: integer('total_pence').notNull(),
  depositPence: integer('deposit_pence').notNull(),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  message: text('message').notNull().default(''),
  status: text('status').$type<QuoteStatus>().notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
});

export const bookingMessages = pgTable('booking_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  author: text('author').$type<'organizer' | 'business'>().notNull(),
  authorName: text('author_name').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable('reviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull().unique(),
  businessId: uuid('business_id').notNull(),
  rating: smallint('rating').notNull(),
  text: text('text').notNull().default(''),
  authorName: text('author_name').notNull(),
  replyText: text('reply_text'),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A full-text document; search writes and reads it in SQL only. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Search's row per live business, kept by `business_search_refresh` (migrations 0004, 0005). */
export const businessSearch = pgTable('business_search', {
  businessId: uuid('business_id').primaryKey(),
  name: text('name').notNull(),
  sortName: text('sort_name').notNull(),
  categories: text('categories').array().notNull(),
  areaKeys: text('area_keys').array().notNull(),
  document: tsvector('document').notNull(),
  fromPence: integer('from_pence').notNull(),
  ageMin: smallint('age_min'),
  ageMax: smallint('age_max'),
  maxChildren: integer('max_children'),
  ratingAverage: numeric('rating_average', { precision: 3, scale: 2 }).notNull().default('0'),
  ratingCount: integer('rating_count').notNull().default(0),
});

/** The words search corrects a misspelt word to (migration 0004). */
export const searchLexemes = pgTable('search_lexemes', {
  lexeme: text('lexeme').primaryKey(),
});

/** A search result's card, written with its search row (migration 0005). */
export const businessCards = pgTable('business_cards', {
  businessId: uuid('business_id').primaryKey(),
  card: jsonb('card').notNull(),
});

export const accounts = pgTable('accounts', {
  uid: text('uid').primaryKey(),
  displayName: text('display_name'),
  phone: text('phone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The account's current address, from the newest verified ID token seen (migration 0016). */
  email: text('email'),
  /** When that token was issued: an older token never writes its address back. */
  emailIssuedAt: timestamp('email_issued_at', { withTimezone: true }),
});

export const emailPreferences = pgTable('email_preferences', {
  uid: text('uid').primaryKey(),
  quotes: boolean('quotes').notNull().default(true),
  bookings: boolean('bookings').notNull().default(true),
  messages: boolean('messages').notNull().default(true),
  events: boolean('events').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Null only for a contact-form message to support (migration 0015). */
  notificationId: uuid('notification_id').unique(),
  /** A notification's recipient (migration 0016); null only for a contact-form message. */
  recipientUid: text('recipient_uid'),
  /** Support's address for a contact-form message; for a notification, where it was last sent (read from the account). */
  recipientEmail: text('recipient_email'),
  recipientType: text('recipient_type').notNull(),
  kind: text('kind').$type<'quotes' | 'bookings' | 'messages' | 'events' | 'contact'>().notNull(),
  entityType: text('entity_type').$type<'Quote' | 'Booking' | 'Event' | 'Contact'>().notNull(),
  relatedEntityId: text('related_entity_id').notNull(),
  relatedBookingId: text('related_booking_id'),
  content: text('content').notNull(),
  threadId: text('thread_id'),
  /** A contact-form message's sender, whom support's reply goes to. */
  replyTo: text('reply_to'),
  status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  lastError: text('last_error'),
  messageId: text('message_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Migration 0014: a business's private calendar feed secret. */
export const businessCalendarFeeds = pgTable('business_calendar_feeds', {
  businessId: uuid('business_id').primaryKey(),
  secret: text('secret').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Migration 0014: monthly statements, written once when a month closes (triggers refuse changes). */
export const statements = pgTable('statements', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessId: uuid('business_id').notNull(),
  businessName: text('business_name').notNull(),
  period: date('period', { mode: 'string' }).notNull(),
  number: text('number').notNull().unique(),
  feeBasisPoints: integer('fee_basis_points').notNull(),
  vatBasisPoints: integer('vat_basis_points').notNull(),
  totalPence: bigint('total_pence', { mode: 'number' }).notNull(),
  feePence: bigint('fee_pence', { mode: 'number' }).notNull(),
  vatPence: bigint('vat_pence', { mode: 'number' }).notNull(),
  duePence: bigint('due_pence', { mode: 'number' }).notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});

export const statementLines = pgTable('statement_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  statementId: uuid('statement_id').notNull(),
  bookingId: uuid('booking_id').notNull(),
  kind: text('kind').$type<'booking' | 'adjustment'>().notNull(),
  eventDate: date('event_date', { mode: 'string' }).notNull(),
  eventType: text('event_type').notNull(),
  postcodeDistrict: text('postcode_district').notNull(),
  organizerName: text('organizer_name').notNull(),
  totalPence: integer('total_pence').notNull(),
  feePence: integer('fee_pence').notNull(),
  vatPence: integer('vat_pence').notNull(),
  duePence: integer('due_pence').notNull(),
});

/** Migration 0012: what the site's pages report, per remote version and minute. */
export const telemetryMinutes = pgTable(
  'telemetry_minutes',
  {
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    sessions: integer('sessions').notNull().default(0),
    uncaught: integer('uncaught').notNull().default(0),
    rejections: integer('rejections').notNull().default(0),
    boundary: integer('boundary').notNull().default(0),
    loadFailures: integer('load_failures').notNull().default(0),
    errors: integer('errors')
      .notNull()
      .generatedAlwaysAs(sql`uncaught + rejections + boundary + load_failures`),
  },
  (table) => [primaryKey({ columns: [table.remote, table.version, table.minute] })],
);

export const telemetryVitals = pgTable(
  'telemetry_vitals',
  {
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    metric: text('metric').$type<'LCP' | 'INP' | 'CLS'>().notNull(),
    bucket: smallint('bucket').notNull(),
    samples: integer('samples').notNull(),
  },
  (table) => [primaryKey({ columns: [table.remote, table.version, table.metric, table.minute, table.bucket] })],
);

export const telemetryErrorSamples = pgTable('telemetry_error_samples', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  kind: text('kind').$type<'uncaught' | 'rejection' | 'boundary' | 'load'>().notNull(),
  remote: text('remote').notNull(),
  version: text('version').notNull(),
  name: text('name').notNull(),
  page: text('page').notNull(),
  versions: jsonb('versions').$type<Record<string, string>>().notNull(),
});

export const opsNotifications = pgTable('ops_notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  kind: text('kind').$type<'canary-aborted'>().notNull(),
  recipients: text('recipients').array().notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const schema = {
  notifications,
  mailingListSubscribers,
  businesses,
  businessSlugs,
  businessAreas,
  packages,
  credentials,
  photos,
  galleries,
  galleryPhotos,
  businessUnavailability,
  events,
  bookings,
  quotes,
  bookingMessages,
  reviews,
  businessSearch,
  searchLexemes,
  businessCards,
  accounts,
  emailPreferences,
  emailOutbox,
  businessCalendarFeeds,
  statements,
  statementLines,
  telemetryMinutes,
  telemetryVitals,
  telemetryErrorSamples,
  opsNotifications,
};
export type NotificationRow = typeof notifications.$inferSelect;
export type BusinessRow = typeof businesses.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;
export type CredentialRow = typeof credentials.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;
export type GalleryRow = typeof galleries.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
export type MessageRow = typeof bookingMessages.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type EmailPreferencesRow = typeof emailPreferences.$inferSelect;
export type OutboxRow = typeof emailOutbox.$inferSelect;
export type StatementRow = typeof statements.$inferSelect;
export type StatementLineRow = typeof statementLines.$inferSelect;
