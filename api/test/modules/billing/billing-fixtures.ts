/** Completed bookings written straight to the tables, each dated as a test needs. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEV_INTERNAL_SERVICE_TOKEN } from '../../../src/config.ts';
import type { SweepResult } from '../../../src/modules/timed/sweep.ts';
import { addDays } from '../../../src/modules/businesses/london-date.ts';

async function insertedId(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<string> {
  const { rows } = (await app.db.orm.execute(query)) as unknown as { rows: Array<{ id: string }> };
  return rows[0]!.id;
}

/** A booking completed the day after its party on `date`, at the accepted quote's `totalPence`. */
export async function insertCompletedBooking(
  app: FastifyInstance,
  { businessId, date, totalPence }: { businessId: string; date: string; totalPence: number },
): Promise<string> {
  const eventId = await insertedId(
    app,
    sql`INSERT INTO events (owner_uid, owner_email, owner_name, title, type, date, start_time, end_time,
          postcode_district, address, children_count, age_min, age_max, status, published_at, completed_at)
        VALUES ('organizer-uid', 'olivia@example.com', 'Olivia', 'Maya''s 6th birthday', 'Birthday party', ${date}::date,
          '14:00', '16:00', 'BS1', '1 Park Road', 12, 5, 7, 'completed', ${`${addDays(date, -20)}T10:00:00Z`}::timestamptz,
          ${`${addDays(date, 1)}T01:00:00Z`}::timestamptz)
        RETURNING id`,
  );
  const bookingId = await insertedId(
    app,
    sql`INSERT INTO bookings (event_id, business_id, status, confirmed_at)
        VALUES (${eventId}, ${businessId}, 'completed', ${`${addDays(date, -10)}T10:00:00Z`}::timestamptz)
        RETURNING id`,
  );
  const items = JSON.stringify([{ description: 'Magic show', pence: totalPence }]);
  await app.db.orm.execute(
    sql`INSERT INTO quotes (booking_id, items, total_pence, deposit_pence, valid_until, status, created_at, answered_at)
        VALUES (${bookingId}, ${items}::jsonb, ${totalPence}, 0, ${addDays(date, -5)}::date, 'accepted',
          ${`${addDays(date, -12)}T10:00:00Z`}::timestamptz, ${`${addDays(date, -10)}T10:00:00Z`}::timestamptz)`,
  );
  return bookingId;
}

/** What happens to a billed booking after its statement (a refund the platform records as a cancellation). */
export function cancelBooking(app: FastifyInstance, bookingId: string) {
  return app.db.orm.execute(
    sql`UPDATE bookings SET status = 'cancelled', cancelled_by = 'business', cancel_reason = 'Refunded after a complaint.'
        WHERE id = ${bookingId}`,
  );
}

export async function sweepAt(app: FastifyInstance, now: string): Promise<SweepResult> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/internal/timed/run',
    headers: { 'x-service-token': DEV_INTERNAL_SERVICE_TOKEN },
    payload: { now },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<SweepResult>();
}

export async function statementRows(app: FastifyInstance, businessId: string) {
  const { rows } = (await app.db.orm.execute(
    sql`SELECT id, number, period::text AS period, total_pence::int AS total, fee_pence::int AS fee, vat_pence::int AS vat,
          due_pence::int AS due, (SELECT count(*)::int FROM statement_lines l WHERE l.statement_id = s.id) AS lines
        FROM statements s WHERE business_id = ${businessId} ORDER BY period`,
  )) as unknown as {
    rows: Array<{
      id: string;
      number: string;
      period: string;
      total: number;
      fee: number;
      vat: number;
      due: number;
      lines: number;
    }>;
  };
  return rows;
}
