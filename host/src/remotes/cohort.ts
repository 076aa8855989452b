import { browserStorage, readItem, writeItem, type KeyValueStorage } from 'shared/store';
import { COHORTS } from './canary-share.ts';

/**
 * Where the session's canary cohort is kept: a random whole number from 0 to 99, first-party and
 * tied to no one, so it needs no consent (docs/operations.md, "Canaries").
 */
export const COHORT_KEY = 'kids-events.cohort';

function randomCohort(): number {
  const value = new Uint32Array(1);
  crypto.getRandomValues(value);
  return value[0]! % COHORTS;
}

/** This browser's cohort, drawn once and kept; where storage is refused, a new one per page load. */
export function sessionCohort(storage: KeyValueStorage | undefined = browserStorage()): number {
  const text = readItem(storage, COHORT_KEY) ?? '';
  const stored = Number(text);
  if (/^\d{1,2}$/.test(text) && stored < COHORTS) return stored;
  const drawn = randomCohort();
  writeItem(storage, COHORT_KEY, String(drawn));
  return drawn;
}

export { inCanary } from './canary-share.ts';
