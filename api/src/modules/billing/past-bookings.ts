/**
 * Completed bookings dated in the past, written straight to the tables: the API's own commands
 * only ever make events from today on, so a demo (or a test) that needs months already closed,
 * with statements to show, records that history here. Development and test only (the internal
 * route that calls this is left out elsewhere).
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { addDays } from '../common/index.ts';
import type { Tx } from '../common/index.ts';

export interface PastBooking {
  businessId: string;
  /** The party's date (London), before today. */
  date: string;
  totalPence: number;
  eventType?: string;
  postcodeDistrict?: string;
  organizerName?: string;
}

async function insertedId(run: Orm | Tx, query: ReturnType<typeof sql>): Promise<string> {
  const { rows } = (await run.execute(query)) as unknown as { rows: Array<{ id: string }> };
  return rows[0]!.id;
}

/** One completed booking with its event and accepted quote, each stamped as of its own day; returns the booking id. */
export async function insertPastCompletedBooking(run: Orm | Tx, booking: PastBooking): Promise<string> {
  const { businessId, date, totalPence } = booking;
  const stamp = (days: number) => `${addDays(date, days)}T10:00:00Z`;
  const eventId = await insertedId(
    run,
    sql`INSERT INTO events (owner_uid, owner_email, owner_name, title, type, date, start_time, end_time,
          postcode_district, address, children_count, age_min, age_max, status, published_at, completed_at, created_at)
        VALUES ('past-organizer', 'past.organizer@example.com', ${booking.organizerName ?? 'Olivia'},
          ${`${booking.organizerName ?? 'Olivia'}'s party`}, ${booking.eventType ?? 'Birthday party'}, ${date}::date,
          '14:00', '16:00', ${booking.postcodeDistrict ?? 'BS1'}, '1 Park Road', 12, 5, 7, 'completed',
          ${stamp(-20)}::timestamptz, ${stamp(1)}::timestamptz, ${stamp(-21)}::timestamptz)
        RETURNING id`,
  );
  const bookingId = await insertedId(
    run,
    sql`INSERT INTO bookings (event_id, business_id, status, confirmed_at, created_at, last_activity_at)
        VALUES (${eventId}, ${businessId}, 'completed', ${stamp(-10)}::timestamptz, ${stamp(-14)}::timestamptz,
          ${stamp(1)}::timestamptz)
        RETURNING id`,
  );
  const items = JSON.stringify([{ description: 'Party package', pence: totalPence }]);
  await run.execute(
    sql`INSERT INTO quotes (booking_id, items, total_pence, deposit_pence, valid_until, status, created_at, answered_at)
        VALUES (${bookingId}, ${items}::jsonb, ${totalPence}, 0, ${addDays(date, -5)}::date, 'accepted',
          ${stamp(-12)}::timestamptz, ${stamp(-10)}::timestamptz)`,
  );
  return bookingId;
}
