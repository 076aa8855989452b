/** The drill's figures as text, and what in them breaks the promise "nobody dropped". */
import { latencyTable, percentile } from '../bench-support.ts';
import type { DrillResult } from './drill.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function drillReport(result: DrillResult): string[] {
  const table = latencyTable('kind', result.load);
  const { clients } = result;
  const created = sum([...result.created.values()].map((ids) => ids.length));
  const delivery = result.deliveryMs;
  return [
    `Load through nginx for ${result.loadSeconds.toFixed(1)} s while api-a then api-b restarted; ` +
      `${result.machine.cpus} CPUs, load average ${result.machine.loadAverage.map((load) => load.toFixed(1)).join(' ')}`,
    ...result.restarts.map(
      (restart) =>
        `${restart.name}: SIGTERM to exit ${restart.stopSeconds.toFixed(1)} s (drain and close), start to ready ${restart.startSeconds.toFixed(1)} s`,
    ),
    '',
    ...table.lines,
    '',
    `streams: ${clients.length} tabs, ${sum(clients.map((client) => client.opened))} opened, ` +
      `${sum(clients.map((client) => client.reconnects))} told to reconnect, ${sum(clients.map((client) => client.cuts))} cut, ` +
      `${sum(clients.map((client) => client.failures.length))} failed opens or list fetches`,
    `notifications: ${created} created during the load, ${delivery.length} deliveries to tabs, ${result.missing.length} missed; ` +
      `delay p50 ${percentile(delivery, 50)} ms, p95 ${percentile(delivery, 95)} ms, max ${delivery.at(-1) ?? NaN} ms`,
    ...result.crossInstance.map(
      (cross) =>
        `written on ${cross.from}, stream held on ${cross.to}: ${cross.ms === null ? 'NEVER ARRIVED' : `listed after ${cross.ms} ms`}`,
    ),
  ];
}

/** Everything that went wrong, one line each; empty when nobody dropped anything. */
export function drillProblems(result: DrillResult): string[] {
  const problems: string[] = [];
  for (const [kind, stats] of result.load) {
    if (stats.latencies.length === 0) problems.push(`no ${kind} were answered`);
    if (stats.errors > 0) problems.push(`${stats.errors} ${kind} failed: ${stats.samples.join('; ')}`);
  }
  for (const client of result.clients) {
    if (client.failures.length > 0) problems.push(`${client.email}: ${client.failures.slice(0, 3).join('; ')}`);
    if (client.cuts > 0) problems.push(`${client.email}: ${client.cuts} stream(s) cut without "event: reconnect"`);
    if (client.reconnects === 0) problems.push(`${client.email}: a tab was never moved by a restart`);
  }
  if (sum([...result.created.values()].map((ids) => ids.length)) === 0)
    problems.push('the load created no notifications');
  if (result.missing.length > 0) {
    problems.push(
      `${result.missing.length} notification(s) never reached a tab: ${result.missing.slice(0, 5).join(', ')}`,
    );
  }
  for (const cross of result.crossInstance) {
    if (cross.ms === null)
      problems.push(`a notification written on ${cross.from} never reached a stream on ${cross.to}`);
  }
  return problems;
}
