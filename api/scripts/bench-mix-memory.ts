/**
 * The soak's memory figures: each process's RSS and JS heap every 5 s (the API's own, and the site
 * server's when the soak goes through it), and the slope of each (least squares, MB per minute)
 * over the samples after the warm-up. A leak shows as a slope that stays positive however long the
 * run; a flat process's slope is near zero.
 */
import { constants, PerformanceObserver } from 'node:perf_hooks';

export interface MemoryReading {
  rss: number;
  heapUsed: number;
  /**
   * The JS heap as the last full collection left it (undefined before the first): the floor of
   * heapUsed's sawtooth, whose slope says whether live objects accumulate.
   */
  heapAfterGc: number | undefined;
}

/**
 * Follows this process's full collections (mark-sweep-compact) and keeps the heap each left, read
 * as the collection is reported: no collection is forced, so the run is not paused for it.
 */
export function followHeapAfterGc() {
  let last: number | undefined;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
        last = process.memoryUsage().heapUsed;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    read: (): MemoryReading => ({ ...pick(process.memoryUsage()), heapAfterGc: last }),
    stop: () => observer.disconnect(),
  };
}

const pick = ({ rss, heapUsed }: { rss: number; heapUsed: number }) => ({ rss, heapUsed });

export interface MemorySample extends MemoryReading {
  seconds: number;
}

/** A process to sample: its name in the report and how to read its memory. */
export interface MemorySource {
  name: string;
  read: () => MemoryReading | Promise<MemoryReading>;
}

/** Least-squares slope of `y` over `x`. */
export function slope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return NaN;
  const meanX = points.reduce((total, [x]) => total + x, 0) / n;
  const meanY = points.reduce((total, [, y]) => total + y, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (const [x, y] of points) {
    numerator += (x - meanX) * (y - meanY);
    denominator += (x - meanX) ** 2;
  }
  return denominator === 0 ? NaN : numerator / denominator;
}

const MB = 1024 * 1024;

/** One line per source: first and last sample after the warm-up, and the slope of each figure. */
export function memoryReport(name: string, samples: readonly MemorySample[], warmupS: number): string {
  const after = samples.filter((sample) => sample.seconds >= warmupS);
  const perMinute = (pick: (sample: MemorySample) => number) =>
    slope(after.map((sample) => [sample.seconds / 60, pick(sample) / MB]));
  const mb = (sample: MemorySample | undefined, pick: (sample: MemorySample) => number) =>
    sample ? (pick(sample) / MB).toFixed(1) : '?';
  const first = after[0];
  const last = after.at(-1);
  const collected = after.filter((sample) => sample.heapAfterGc !== undefined);
  const floor = (sample: MemorySample | undefined) => (sample ? (sample.heapAfterGc! / MB).toFixed(1) : '?');
  const floorSlope = slope(collected.map((sample) => [sample.seconds / 60, sample.heapAfterGc! / MB]));
  return (
    `${name} memory after the ${warmupS} s warm-up (${after.length} samples): ` +
    `RSS ${mb(first, (s) => s.rss)} -> ${mb(last, (s) => s.rss)} MB, slope ${perMinute((s) => s.rss).toFixed(3)} MB/min; ` +
    `JS heap ${mb(first, (s) => s.heapUsed)} -> ${mb(last, (s) => s.heapUsed)} MB, slope ${perMinute((s) => s.heapUsed).toFixed(3)} MB/min; ` +
    `JS heap after each full collection ${floor(collected[0])} -> ${floor(collected.at(-1))} MB, slope ${floorSlope.toFixed(3)} MB/min`
  );
}

export function sampleMemory(sources: readonly MemorySource[], warmupS: number, everyMs = 5_000) {
  const started = Date.now();
  const samples = new Map<string, MemorySample[]>(sources.map((source) => [source.name, []]));
  let pending: Promise<unknown> = Promise.resolve();
  const take = () => {
    const seconds = (Date.now() - started) / 1000;
    pending = Promise.all(
      sources.map(async (source) => samples.get(source.name)!.push({ seconds, ...(await source.read()) })),
    );
    return pending;
  };
  void take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    async stop(): Promise<string[]> {
      clearInterval(timer);
      await pending;
      await take();
      return sources.map((source) => memoryReport(source.name, samples.get(source.name)!, warmupS));
    },
  };
}
