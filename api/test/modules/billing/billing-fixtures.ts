/** Completed bookings written straight to the tables, each dated as a test needs, refunded by the real command. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEV_INTERNAL_SERVICE_TOKEN } from '../../../src/config.ts';
import type { SweepResult } from '../../../src/modules/timed/sweep.ts';
import { insertPastCompletedBooking } from '../../../src/modules/billing/past-bookings.ts';
import { call } from '../../support/businesses.ts';
import type { TestUser } from '../../support/emulator-users.ts';

/**
 * A booking completed the day after its party on `date`, at the accepted quote's `totalPence`;
 * its event belongs to `organizer` when given (to read what the booking's commands tell them).
 */
export async function insertCompletedBooking(
  app: FastifyInstance,
  booking: { businessId: string; date: string; totalPence: number },
  organizer?: TestUser,
): Promise<string> {
  const bookingId = await insertPastCompletedBooking(app.db.orm, booking);
  if (organizer) {
    await app.db.orm.execute(
      sql`UPDATE events SET owner_uid = ${organizer.uid}, owner_email = ${organizer.email.toLowerCase()}
          WHERE id = (SELECT event_id FROM bookings WHERE id = ${bookingId})`,
    );
  }
  return bookingId;
}

/** The business's owner refunds a completed booking through the API, as the provider would. */
export function refundBooking(
  app: FastifyInstance,
  owner: TestUser,
  bookingId: string,
  reason = 'Refunded after a complaint.',
) {
  return call(app, owner, 'POST', `/api/bookings/${bookingId}/refund`, { reason });
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
