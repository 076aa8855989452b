/**
 * An open quote past its `validUntil` (after the end of that London day) expires, and with it the
 * booking it is the open quote of; the organizer is told.
 */
import { sql } from 'drizzle-orm';
import { expireQuote } from '../bookings/booking-transitions.ts';
import { claimedIds, notAmong } from './timed-sql.ts';
import type { TimedTransition } from './timed-transition.ts';

export const expireQuotes: TimedTransition = {
  name: 'expiredQuotes',

  // The booking is locked with its quote, and a pair a user's command holds is skipped: the sweep
  // never waits on an accept or a withdraw in progress, which then either wins or finds it expired.
  claimDue: (tx, clock, limit, skip) =>
    claimedIds(
      tx,
      sql`SELECT q.id FROM quotes q JOIN bookings b ON b.id = q.booking_id
          WHERE q.status = 'open' AND q.valid_until < ${clock.today}::date AND ${notAmong(sql`q.id`, skip)}
          ORDER BY q.valid_until, q.id
          LIMIT ${limit}
          FOR UPDATE OF q, b SKIP LOCKED`,
    ),

  apply: (tx, id) => expireQuote(tx, id),
};
