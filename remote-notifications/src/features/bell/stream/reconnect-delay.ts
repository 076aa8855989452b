export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_CAP_MS = 60_000;

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first): a random part
 * ("full jitter") of a step that doubles from one second up to a minute, so the clients of a
 * restarted server do not all come back in the same instant; added to `floorMs`, the least wait.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random, floorMs = 0): number {
  const step = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return floorMs + Math.round(random() * step);
}
