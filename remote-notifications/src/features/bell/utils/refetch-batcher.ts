export const BATCH_QUIET_MS = 300;
export const BATCH_MAX_WAIT_MS = 1_000;

export type Batcher = { schedule: () => void; cancel: () => void };

/**
 * Turns a burst of requests into one call of `run`: it runs once things have been quiet for
 * `quietMs`, and at the latest `maxWaitMs` after the first request of the burst.
 */
export function createBatcher(run: () => void, quietMs = BATCH_QUIET_MS, maxWaitMs = BATCH_MAX_WAIT_MS): Batcher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstAt: number | null = null;

  const fire = () => {
    timer = undefined;
    firstAt = null;
    run();
  };

  return {
    schedule: () => {
      const now = Date.now();
      firstAt ??= now;
      clearTimeout(timer);
      timer = setTimeout(fire, Math.max(0, Math.min(quietMs, firstAt + maxWaitMs - now)));
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      firstAt = null;
    },
  };
}
