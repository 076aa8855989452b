/** Drizzle table definitions; they mirror the SQL files in `migrations/`, which are the source of truth. */
import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipientEmail: text('recipient_email').notNull(),
  recipientType: text('recipient_type').notNull(),
  entityType: text('entity_type').$type<'Quote' | 'Booking' | 'Event'>().notNull(),
  relatedEntityId: text('related_entity_id').notNull(),
  relatedBookingId: text('related_booking_id'),
  content: text('content').notNull(),
  status: text('status').$type<'unread' | 'read'>().notNull().default('unread'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
})

export const mailingListSubscribers = pgTable('mailing_list_subscribers', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  emailNormalized: text('email_normalized').notNull().unique(),
  consentSource: text('consent_source').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow()
})

export const schema = { notifications, mailingListSubscribers }
export type NotificationRow = typeof notifications.$inferSelect
