import type { Service } from './child-process.ts';

/** How long a restart's two halves took: the graceful stop, then starting until ready. */
export type RestartTimes = { stopMs: number; startMs: number };

export type Restartable = {
  /** Stops the running service (its whole process group) and starts it again, then waits until it is ready. */
  restart: () => Promise<RestartTimes>;
  stop: () => Promise<void>;
  /** Kills the running service at once (SIGKILL, no drain); `restart()` starts it again. */
  crash: () => Promise<void>;
};

/**
 * One service that can be restarted in place: the old one is fully gone before the new one starts,
 * so the new one gets the same port and files. Requests made during a restart share it.
 */
export function restartable(start: () => Service, ready: () => Promise<void>): Restartable {
  let current = start();
  let restarting: Promise<RestartTimes> | null = null;
  let stopped = false;

  const restart = () => {
    if (stopped) return Promise.reject(new Error(`${current.name} was stopped; it cannot be restarted`));
    restarting ??= (async () => {
      const stopping = Date.now();
      await current.stop();
      const starting = Date.now();
      current = start();
      await ready();
      return { stopMs: starting - stopping, startMs: Date.now() - starting };
    })().finally(() => {
      restarting = null;
    });
    return restarting;
  };

  const stop = async () => {
    stopped = true;
    await restarting?.catch(() => undefined);
    await current.stop();
  };
  return { restart, stop, crash: () => current.kill() };
}
