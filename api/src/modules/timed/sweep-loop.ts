/**
 * Runs the sweep every interval on this instance, each wait jittered so instances started
 * together do not sweep in step. One sweep at a time; stopping waits for the one in flight, so
 * the database is never closed under it.
 */

export interface SweepLoopOptions {
  intervalMs: number;
  run: () => Promise<unknown>;
  /** A sweep that threw; the loop carries on with the next. */
  onError: (error: unknown) => void;
  /** A number in [0, 1); Math.random by default. */
  random?: () => number;
}

export interface SweepLoop {
  stop(): Promise<void>;
}

/** Between three quarters and five quarters of the interval. */
export function jitteredDelay(intervalMs: number, random: number): number {
  return Math.round(intervalMs * (0.75 + random / 2));
}

export function startSweepLoop({ intervalMs, run, onError, random = Math.random }: SweepLoopOptions): SweepLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(tick, jitteredDelay(intervalMs, random()));
  };
  const tick = () => {
    timer = undefined;
    inFlight = (async () => {
      try {
        await run();
      } catch (error) {
        onError(error);
      }
    })().finally(() => {
      inFlight = undefined;
      schedule();
    });
  };

  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
