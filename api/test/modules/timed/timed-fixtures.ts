/**
 * Rows for the timed-transition tests, written straight to the tables so each can carry the
 * moment it was made (requests 7 days old, quotes valid until a given day, events on a given date).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export const ORGANIZER_EMAIL = 'olivia.organizer@example.com';
export const ORGANIZER_UID = 'organizer-uid';

async function rows<T>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.db.orm.execute(query)) as unknown as { rows: T[] }).rows;
}

async function insertedId(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await rows<{ id: string }>(app, query);
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}

export function clearMarketplace(app: FastifyInstance): Promise<unknown> {
  return app.db.orm.execute(sql`TRUNCATE quotes, bookings, events, notifications CASCADE`);
}

export function insertBusiness(app: FastifyInstance, name = 'Bright Sparks Magic'): Promise<string> {
  const slug = `business-${randomUUID().slice(0, 8)}`;
  return insertedId(
    app,
    sql`INSERT INTO businesses (owner_uid, owner_email, name, slug, categories, status, published_at)
        VALUES ('owner-uid', 'owner@example.com', ${name}, ${slug}, ARRAY['Magicians'], 'live', now())
        RETURNING id`,
  );
}

export interface EventFixture {
  date: string;
  status?: 'draft' | 'published' | 'cancelled';
  title?: string;
}

export function insertEvent(
  app: FastifyInstance,
  { date, status = 'published', title = "Maya's 6th birthday" }: EventFixture,
) {
  return insertedId(
    app,
    sql`INSERT INTO events (owner_uid, owner_email, owner_name, title, type, date, start_time, end_time,
          postcode_district, address, children_count, age_min, age_max, status, published_at, cancelled_at)
        VALUES (${ORGANIZER_UID}, ${ORGANIZER_EMAIL}, 'Olivia', ${title}, 'Birthday party', ${date}::date, '14:00', '16:00',
          'SW11', '1 Park Road', 12, 5, 7, ${status},
          ${status === 'draft' ? null : '2031-01-01T00:00:00Z'}::timestamptz,
          ${status === 'cancelled' ? '2031-01-02T00:00:00Z' : null}::timestamptz)
        RETURNING id`,
  );
}

export interface BookingFixture {
  eventId: string;
  businessId: string;
  status: 'requested' | 'quoted' | 'confirmed' | 'withdrawn' | 'cancelled';
  createdAt?: string;
}

export function insertBooking(
  app: FastifyInstance,
  { eventId, businessId, status, createdAt = '2031-01-05T10:00:00Z' }: BookingFixture,
) {
  const confirmed = status === 'confirmed';
  const cancelled = status === 'cancelled';
  return insertedId(
    app,
    sql`INSERT INTO bookings (event_id, business_id, status, request_message, confirmed_at, cancel_reason, cancelled_by,
          created_at, last_activity_at)
        VALUES (${eventId}, ${businessId}, ${status}, 'Could you do a magic show?',
          ${confirmed || cancelled ? createdAt : null}::timestamptz,
          ${cancelled ? 'We found another magician.' : null}, ${cancelled ? 'organizer' : null},
          ${createdAt}::timestamptz, ${createdAt}::timestamptz)
        RETURNING id`,
  );
}

export interface QuoteFixture {
  bookingId: string;
  validUntil: string;
  status?: 'open' | 'accepted' | 'superseded';
  totalPence?: number;
  /** When it was sent: its London date must fall 1–30 days before validUntil. */
  createdAt: string;
}

export function insertQuote(
  app: FastifyInstance,
  { bookingId, validUntil, status = 'open', totalPence = 24_000, createdAt }: QuoteFixture,
) {
  const items = JSON.stringify([{ description: 'Magic show', pence: totalPence }]);
  return insertedId(
    app,
    sql`INSERT INTO quotes (booking_id, items, total_pence, deposit_pence, valid_until, status, created_at)
        VALUES (${bookingId}, ${items}::jsonb, ${totalPence}, 0, ${validUntil}::date, ${status}, ${createdAt}::timestamptz)
        RETURNING id`,
  );
}

export async function statusOf(
  app: FastifyInstance,
  table: 'events' | 'bookings' | 'quotes',
  id: string,
): Promise<string> {
  const query =
    table === 'events'
      ? sql`SELECT status FROM events WHERE id = ${id}`
      : table === 'bookings'
        ? sql`SELECT status FROM bookings WHERE id = ${id}`
        : sql`SELECT status FROM quotes WHERE id = ${id}`;
  const [row] = await rows<{ status: string }>(app, query);
  if (!row) throw new Error(`no ${table} row ${id}`);
  return row.status;
}

export interface StoredNotification {
  recipient_uid: string;
  recipient_type: string;
  entity_type: string;
  related_entity_id: string;
  related_booking_id: string | null;
  content: string;
}

export function notificationsAbout(app: FastifyInstance, entityId: string): Promise<StoredNotification[]> {
  return rows<StoredNotification>(
    app,
    sql`SELECT recipient_uid, recipient_type, entity_type, related_entity_id, related_booking_id, content
        FROM notifications WHERE related_entity_id = ${entityId} ORDER BY created_at`,
  );
}

export async function notificationCount(app: FastifyInstance): Promise<number> {
  const [row] = await rows<{ count: number }>(app, sql`SELECT count(*)::int AS count FROM notifications`);
  return row?.count ?? 0;
}
