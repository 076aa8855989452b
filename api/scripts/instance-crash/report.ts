/** The instance-crash drill's figures as text, and what in them breaks its promises. */
import { latencyTable, percentile } from '../bench-support.ts';
import type { CrashDrillResult } from './drill.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Writes in flight on the killed instance at most: one per connection of the write load. */
export const MAX_WRITES_IN_FLIGHT = 4;

export function crashReport(result: CrashDrillResult): string[] {
  const table = latencyTable('kind', result.load);
  const { clients, reconnectMs } = result;
  const created = sum([...result.created.values()].map((ids) => ids.length));
  return [
    `Load through nginx for ${result.loadSeconds.toFixed(1)} s over three instances while api-c was killed (SIGKILL) and started again ` +
      `(start to ready ${result.startSeconds.toFixed(1)} s); ${result.machine.cpus} CPUs, load average ${result.machine.loadAverage.map((load) => load.toFixed(1)).join(' ')}`,
    '',
    ...table.lines,
    ...[...result.load].flatMap(([kind, stats]) => stats.samples.map((sample) => `  ${kind} failed: ${sample}`)),
    '',
    `streams: ${clients.length} tabs, ${reconnectMs.length + result.neverBack} cut by the crash, ${result.neverBack} never back; ` +
      `reconnect after the kill p50 ${percentile(reconnectMs, 50)} / p95 ${percentile(reconnectMs, 95)} / max ${reconnectMs.at(-1) ?? NaN} ms (the bell's back-off: up to ${result.backoffMs} ms)`,
    `notifications: ${created} created during the load, ${result.missing.length} (tab, notification) pairs missed; messages stored twice: ${result.duplicates.length}`,
    `api-c back in the rotation: nginx holds ${result.connectionsAfterReturn} connection(s) to it`,
  ];
}

export function crashProblems(result: CrashDrillResult): string[] {
  const problems: string[] = [];
  const reads = result.load.get('reads')!;
  const writes = result.load.get('writes')!;
  if (reads.latencies.length === 0 || writes.latencies.length === 0) problems.push('the load was not answered');
  // nginx tries a GET again on another instance; a POST it already sent may have been stored, so it fails.
  if (reads.errors > 0) problems.push(`${reads.errors} reads failed: ${reads.samples.join('; ')}`);
  if (writes.errors > MAX_WRITES_IN_FLIGHT)
    problems.push(`${writes.errors} writes failed, more than could be in flight on the killed instance`);
  if (writes.samples.some((sample) => sample !== 'HTTP 502'))
    problems.push(`a write failed otherwise than 502: ${writes.samples.join('; ')}`);
  if (result.reconnectMs.length === 0) problems.push('the crash cut no stream: nothing was drilled');
  if (result.neverBack > 0) problems.push(`${result.neverBack} tab(s) never streamed again`);
  const late = result.reconnectMs.filter((ms) => ms > result.backoffMs);
  if (late.length > 0)
    problems.push(`${late.length} tab(s) took longer than the bell's back-off: ${late.join(', ')} ms`);
  if (result.missing.length > 0)
    problems.push(
      `${result.missing.length} notification(s) never reached a tab: ${result.missing.slice(0, 5).join(', ')}`,
    );
  if (result.duplicates.length > 0) problems.push(`messages stored twice: ${result.duplicates.join(', ')}`);
  if (result.connectionsAfterReturn === 0) problems.push('the restarted instance took no traffic');
  return problems;
}
