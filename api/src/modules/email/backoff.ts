/** Retry delays: doubling from the base up to the ceiling, each jittered by ±25 % so a queue that failed together does not retry in step. */
export function retryDelay(attempt: number, baseMs: number, maxMs: number, random: number = Math.random()): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.75 + random / 2));
}
