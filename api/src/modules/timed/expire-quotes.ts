/**
 * An open quote past its `validUntil` (after the end of that London day) expires, and with it the
 * booking it is the open quote of; the organizer is told.
 */
import { claimDueQuotes, expireQuote } from '../bookings/index.ts';
import type { TimedTransition } from './timed-transition.ts';

export const expireQuotes: TimedTransition = {
  name: 'expiredQuotes',
  claimDue: (tx, clock, limit, skip) => claimDueQuotes(tx, clock.today, limit, skip),
  apply: (tx, id) => expireQuote(tx, id),
};
