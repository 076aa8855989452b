/** A request with no quote for 7 days expires (marketplace.md section 4); its organizer is told. */
import { claimDueRequests, expireRequest } from '../bookings/index.ts';
import { REQUEST_EXPIRY_DAYS } from '../events/index.ts';
import type { SweepClock, TimedTransition } from './timed-transition.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests made at or before this moment have waited the full 7 days (7 × 24 hours). */
function requestedBy(clock: SweepClock): string {
  return new Date(clock.now.getTime() - REQUEST_EXPIRY_DAYS * DAY_MS).toISOString();
}

export const expireRequests: TimedTransition = {
  name: 'expiredRequests',
  claimDue: (tx, clock, limit, skip) => claimDueRequests(tx, requestedBy(clock), limit, skip),
  // The claim holds the booking's lock, so it is still a request 7 days old here.
  apply: (tx, id) => expireRequest(tx, id),
};
