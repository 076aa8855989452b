/**
 * Runs at most `concurrency` tasks at once, the rest in arrival order. Image work runs on libuv's
 * thread pool (4 threads by default), which file reads and DNS lookups share: keeping image tasks
 * below the pool's size leaves threads for everything else, so an upload never stalls the API.
 */
export interface TaskLimiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now and tasks waiting for a turn. */
  readonly running: number;
  readonly waiting: number;
}

export function createTaskLimiter(concurrency: number): TaskLimiter {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be a positive integer');
  let running = 0;
  const queue: Array<() => void> = [];

  const next = () => {
    running -= 1;
    const start = queue.shift();
    if (start) {
      running += 1;
      start();
    }
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          // A task that throws before returning its promise still frees its turn.
          new Promise<T>((settle) => settle(task())).then(resolve, reject).finally(next);
        };
        if (running < concurrency) {
          running += 1;
          start();
        } else {
          queue.push(start);
        }
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
