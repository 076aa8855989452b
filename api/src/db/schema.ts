/** Drizzle table definitions; they mirror the SQL files in `migrations/`, which are the source of truth. */
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipientEmail: text('recipient_email').notNull(),
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
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
};
export type NotificationRow = typeof notifications.$inferSelect;
export type BusinessRow = typeof businesses.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;
export type CredentialRow = typeof credentials.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;
export type GalleryRow = typeof galleries.$inferSelect;
