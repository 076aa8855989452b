/**
 * Which cohorts a canary's share covers: nothing but arithmetic, so the end-to-end drills can pick
 * a session inside or outside a canary the way the host does.
 */
export const COHORTS = 100;

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
