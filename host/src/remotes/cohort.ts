import { browserStorage, readItem, writeItem, type KeyValueStorage } from 'shared/store';

/**
 * Where the session's canary cohort is kept: a random whole number from 0 to 99, first-party and
 * tied to no one, so it needs no consent (docs/operations.md, "Canaries").
 */
export const COHORT_KEY = 'kids-events.cohort';

const COHORTS = 100;

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

/** A fixed offset per remote, so two canaries running at once do not fall on the same sessions. */
function offsetOf(remote: string): number {
  let hash = 0;
  for (const char of remote) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % COHORTS;
}

/** Whether a session of `cohort` loads a canary of `remote` sent to `percent` % of sessions. */
export function inCanary(remote: string, percent: number, cohort: number): boolean {
  return (cohort + offsetOf(remote)) % COHORTS < percent;
}
