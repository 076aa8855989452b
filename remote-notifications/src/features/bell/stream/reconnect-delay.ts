export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 60_000;

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first): doubling from one
 * second up to a minute, never below `floorMs`, then a random point in the upper half of that
 * step, so the clients of a restarted server do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random, floorMs = 0): number {
  const step = Math.max(floorMs, Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** attempt));
  return Math.round(step / 2 + (random() * step) / 2);
}
