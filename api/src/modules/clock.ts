/**
 * The time the API reads "today" from. In development and test a request may carry its own
 * time (header `x-test-now`, see plugins/app/test-clock.ts), so an end-to-end test can look at a
 * page as it will be on a later day without moving anyone else's clock; everywhere else, and in
 * production always, it is the real time.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const requestTime = new AsyncLocalStorage<Date>();

export function now(): Date {
  return requestTime.getStore() ?? new Date();
}

/** Runs `work` (and everything it starts) with `time` as the current time. */
export function atTime(time: Date, work: () => void): void {
  requestTime.run(time, work);
}
