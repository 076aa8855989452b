/**
 * The day after its date, a published event is completed: its confirmed bookings complete (the
 * organizer is invited to review each) and what is still open on it expires, all in one transaction.
 */
import { sql } from 'drizzle-orm';
import { completeEvent } from '../bookings/booking-transitions.ts';
import { claimedIds, notAmong } from './timed-sql.ts';
import type { TimedTransition } from './timed-transition.ts';

export const completeEvents: TimedTransition = {
  name: 'completedEvents',

  // Only the event is claimed: its bookings are then locked in the order an organizer's cancel
  // locks them (event first), so the two cannot deadlock.
  claimDue: (tx, clock, limit, skip) =>
    claimedIds(
      tx,
      sql`SELECT e.id FROM events e
          WHERE e.status = 'published' AND e.date < ${clock.today}::date AND ${notAmong(sql`e.id`, skip)}
          ORDER BY e.date, e.id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED`,
    ),

  apply: (tx, id) => completeEvent(tx, id),
};
