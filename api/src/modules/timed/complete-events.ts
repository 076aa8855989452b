/**
 * The day after its date, a published event is completed: its confirmed bookings complete (the
 * organizer is invited to review each) and what is still open on it expires, all in one transaction.
 */
import { completeEvent } from '../bookings/index.ts';
import { claimDueEvents } from '../events/index.ts';
import type { TimedTransition } from './timed-transition.ts';

export const completeEvents: TimedTransition = {
  name: 'completedEvents',
  claimDue: (tx, clock, limit, skip) => claimDueEvents(tx, clock.today, limit, skip),
  apply: (tx, id) => completeEvent(tx, id),
};
