/** The timed transitions of marketplace.md section 4, in the order a sweep runs them. */
import { closeStatements } from './close-statements.ts';
import { completeEvents } from './complete-events.ts';
import { expireQuotes } from './expire-quotes.ts';
import { expireRequests } from './expire-requests.ts';
import type { TimedTransition } from './timed-transition.ts';

export const timedTransitions = (settings: { platformFeeBasisPoints: number }): readonly TimedTransition[] => [
  expireRequests,
  expireQuotes,
  completeEvents,
  closeStatements(settings.platformFeeBasisPoints),
];
