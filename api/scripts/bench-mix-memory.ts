/**
 * The soak's memory figures: the API process's RSS and JS heap every 5 s, and the slope of each
 * (least squares, MB per minute) over the samples after the warm-up. A leak shows as a slope that
 * stays positive however long the run; a flat process's slope is near zero.
 */
export interface MemorySample {
  seconds: number;
  rss: number;
  heapUsed: number;
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

export function sampleMemory(warmupS: number, everyMs = 5_000) {
  const started = Date.now();
  const samples: MemorySample[] = [];
  const take = () => {
    const { rss, heapUsed } = process.memoryUsage();
    samples.push({ seconds: (Date.now() - started) / 1000, rss, heapUsed });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop(): string[] {
      clearInterval(timer);
      take();
      const after = samples.filter((sample) => sample.seconds >= warmupS);
      const perMinute = (pick: (sample: MemorySample) => number) =>
        slope(after.map((sample) => [sample.seconds / 60, pick(sample) / MB]));
      const first = after[0];
      const last = after.at(-1);
      return [
        `API memory after the ${warmupS} s warm-up (${after.length} samples): RSS ${first ? (first.rss / MB).toFixed(1) : '?'} -> ${last ? (last.rss / MB).toFixed(1) : '?'} MB, ` +
          `slope ${perMinute((sample) => sample.rss).toFixed(3)} MB/min; JS heap ${first ? (first.heapUsed / MB).toFixed(1) : '?'} -> ${last ? (last.heapUsed / MB).toFixed(1) : '?'} MB, ` +
          `slope ${perMinute((sample) => sample.heapUsed).toFixed(3)} MB/min`,
      ];
    },
  };
}
