/**
 * When a month closes, each business with something to bill gets its statement (billing module).
 * The business row is claimed FOR UPDATE SKIP LOCKED, so sweeps on several instances take
 * different businesses, and the statement tables' unique keys stop a second writer outright.
 */
import { sql } from 'drizzle-orm';
import { issueDueStatements, lastClosedMonth, nextMonth } from '../billing/index.ts';
import { claimedIds, notAmong } from '../common/index.ts';
import type { TimedTransition } from './timed-transition.ts';

/** The transition with the platform's fee, in basis points, as configured (config.ts: PLATFORM_FEE_PERCENT). */
export const closeStatements = (feeBasisPoints: number): TimedTransition => ({
  name: 'issuedStatements',

  claimDue: (tx, clock, limit, skip) => {
    const closedBefore = nextMonth(lastClosedMonth(clock.today));
    return claimedIds(
      tx,
      sql`SELECT bz.id FROM businesses bz
          WHERE ${notAmong(sql`bz.id`, skip)}
            AND NOT EXISTS (SELECT 1 FROM statements s WHERE s.business_id = bz.id AND s.period >= ${closedBefore}::date - interval '1 month')
            AND (EXISTS (SELECT 1 FROM bookings b JOIN events e ON e.id = b.event_id
                         WHERE b.business_id = bz.id AND b.status = 'completed' AND e.date < ${closedBefore}::date
                           AND NOT EXISTS (SELECT 1 FROM statement_lines l WHERE l.booking_id = b.id AND l.kind = 'booking'))
                 OR EXISTS (SELECT 1 FROM statement_lines l JOIN statements s ON s.id = l.statement_id
                            JOIN bookings b ON b.id = l.booking_id
                            WHERE s.business_id = bz.id AND l.kind = 'booking' AND b.status <> 'completed'
                              AND NOT EXISTS (SELECT 1 FROM statement_lines a WHERE a.booking_id = l.booking_id AND a.kind = 'adjustment')))
          ORDER BY bz.id
          LIMIT ${limit}
          FOR UPDATE OF bz SKIP LOCKED`,
    );
  },

  apply: async (tx, id, clock) => (await issueDueStatements(tx, id, clock.today, feeBasisPoints)).length > 0,
});
