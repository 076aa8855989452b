/**
 * The histogram buckets web vitals are counted in: the upper bound of each bucket (inclusive),
 * the last one open-ended. Dense around the "good" thresholds (LCP 2.5 s, INP 200 ms, CLS 0.1)
 * so that a p75 read from them is within a few percent where it matters.
 */
import type { VitalName } from '../../schemas/telemetry.ts';

const MILLISECONDS = [
  25, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000,
  2200, 2400, 2500, 2800, 3200, 3600, 4000, 4500, 5000, 6000, 7000, 8000, 10000, 12000, 15000, 20000, 30000, 60000,
];
const SHIFT = [0.01, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5];

export const VITAL_BOUNDS: Record<VitalName, readonly number[]> = { LCP: MILLISECONDS, INP: MILLISECONDS, CLS: SHIFT };

/** The bucket a value falls in; values above the last bound share the last, open-ended one. */
export function bucketOf(metric: VitalName, value: number): number {
  const bounds = VITAL_BOUNDS[metric];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/**
 * The 75th percentile of a histogram (samples per bucket), as the upper bound of the bucket it
 * falls in (the last bound for the open bucket); null without samples.
 */
export function percentile75(metric: VitalName, samples: ReadonlyMap<number, number>): number | null {
  const total = [...samples.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const bounds = VITAL_BOUNDS[metric];
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const bucket of [...samples.keys()].sort((a, b) => a - b)) {
    seen += samples.get(bucket)!;
    if (seen >= rank) return bounds[Math.min(bucket, bounds.length - 1)]!;
  }
  return bounds.at(-1)!;
}
