/**
 * Back-off for re-opening a lost connection: exponential, capped, with full jitter, so many
 * instances that lost the same server do not all come back at the same instant.
 */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

export const LISTEN_BACKOFF: BackoffOptions = { baseMs: 250, maxMs: 30_000 };

/** The wait before retry number `attempt` (0 for the first retry after a loss). */
export function reconnectDelay(
  attempt: number,
  { baseMs, maxMs }: BackoffOptions,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * ceiling);
}
