/** What the API's load benchmarks share: the latency table they print, and an optional CPU profile. */
import { writeFile } from 'node:fs/promises';
import inspector from 'node:inspector/promises';

export interface LatencyStats {
  latencies: number[];
  errors: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * p50/p95/p99 and errors per kind and overall, as aligned text lines, with the overall p95 and
 * error count a verdict reads.
 */
export function latencyTable(
  kindHeading: string,
  stats: Iterable<[string, LatencyStats]>,
): { lines: string[]; count: number; p95: number; errors: number } {
  const all: number[] = [];
  let errors = 0;
  const rows: string[][] = [];
  const row = (kind: string, sorted: number[], failed: number) => [
    kind,
    String(sorted.length),
    ...[50, 95, 99].map((p) => percentile(sorted, p).toFixed(1)),
    String(failed),
  ];
  for (const [kind, entry] of stats) {
    const sorted = [...entry.latencies].sort((a, b) => a - b);
    all.push(...sorted);
    errors += entry.errors;
    rows.push(row(kind, sorted, entry.errors));
  }
  const sorted = all.sort((a, b) => a - b);
  rows.push(row('overall', sorted, errors));
  const header = [kindHeading, 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ');
  return {
    lines: [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)],
    count: sorted.length,
    p95: percentile(sorted, 95),
    errors,
  };
}

/** Runs `work` under the inspector's CPU profiler when `file` is set, and writes the profile there. */
export async function profiled<T>(file: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!file) return work();
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(file, JSON.stringify(profile));
    console.log(`CPU profile written to ${file}`);
    session.disconnect();
  }
}
