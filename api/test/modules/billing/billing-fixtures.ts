/** Completed bookings written straight to the tables, each dated as a test needs. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEV_INTERNAL_SERVICE_TOKEN } from '../../../src/config.ts';
import type { SweepResult } from '../../../src/modules/timed/sweep.ts';
import { insertPastCompletedBooking } from '../../../src/modules/billing/past-bookings.ts';

/** A booking completed the day after its party on `date`, at the accepted quote's `totalPence`. */
export function insertCompletedBooking(
  app: FastifyInstance,
  booking: { businessId: string; date: string; totalPence: number },
): Promise<string> {
  return insertPastCompletedBooking(app.db.orm, booking);
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
