export const RECONNECT_BASE_MS = 1_000;
/**
 * Low on purpose: a restart or deploy of the API takes seconds, and once it is back every tab
 * must be live again within ten (the restart drill, e2e/tests/api-restart.spec.ts). With a
 * minute's cap a tab that failed five times in a row slept up to 32 s more. While the API is
 * down the edge answers these tries at once (502), so a thousand tabs cost it some 400 cheap
 * answers a second; refusals for too many streams (429) wait their Retry-After instead.
 */
export const RECONNECT_CAP_MS = 5_000;

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first): a random part
 * ("full jitter") of a step that doubles from one second up to the cap, so the clients of a
 * restarted server do not all come back in the same instant; added to `floorMs`, the least wait.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random, floorMs = 0): number {
  const step = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return floorMs + Math.round(random() * step);
}
