/** The database-restart drill's figures as text, and what in them breaks its promises. */
import { percentile } from '../bench-support.ts';
import { acceptable, type Answer, type DatabaseRestartResult } from './drill.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

function counts(answers: Answer[], result: DatabaseRestartResult) {
  const during = answers.filter((item) => item.at >= result.stoppedAt && item.at < (result.readyAt ?? Infinity));
  const after = answers.filter((item) => item.at >= (result.readyAt ?? Infinity));
  const ok = (list: Answer[]) => list.filter((item) => item.status >= 200 && item.status < 300).length;
  const unavailable = (list: Answer[]) => list.filter((item) => item.status === 503).length;
  return { during, after, ok, unavailable };
}

export function databaseRestartReport(result: DatabaseRestartResult): string[] {
  const lines: string[] = [];
  const outage = result.startedAt - result.stoppedAt;
  lines.push(
    `cluster stopped for ${seconds(outage)} s; API ready again ${result.readyAt === null ? 'NEVER' : `${seconds(result.readyAt - result.startedAt)} s`} after the start; ` +
      `LISTEN back ${result.listenBackMs === null ? 'NEVER' : `${seconds(result.listenBackMs)} s`} after it (server process ${result.listenPids.before} -> ${result.listenPids.after})`,
  );
  for (const [kind, answers] of [
    ['reads', result.reads],
    ['writes', result.writes],
  ] as const) {
    const { during, after, ok, unavailable } = counts(answers, result);
    const latencies = answers.map((item) => item.ms).sort((a, b) => a - b);
    lines.push(
      `${kind}: ${answers.length} sent; during the outage ${during.length} (${ok(during)} ok, ${unavailable(during)} answered 503), ` +
        `after it ${after.length} (${ok(after)} ok); ${answers.filter((item) => !acceptable(item)).length} other answers; ` +
        `latency p50 ${percentile(latencies, 50).toFixed(1)} / p95 ${percentile(latencies, 95).toFixed(1)} / max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms`,
    );
  }
  const { clients } = result;
  lines.push(
    `streams: ${clients.length} tabs, ${sum(clients.map((tab) => tab.opened))} opened, ${sum(clients.map((tab) => tab.cuts))} cut, ` +
      `${sum(clients.map((tab) => tab.changes))} change events`,
    `notifications: ${result.committed.length} committed (answered 201), ${result.rows.length} rows in the database, ${result.missing.length} (tab, notification) pairs missed; ` +
      `the one committed just before the stop listed by ${clients.filter((tab) => tab.at.has(result.lastBeforeStop.id)).length} of its user's ${clients.filter((tab) => tab.email === result.lastBeforeStop.email).length} tabs`,
  );
  return lines;
}

export function databaseRestartProblems(result: DatabaseRestartResult): string[] {
  const problems: string[] = [];
  for (const [kind, answers] of [
    ['reads', result.reads],
    ['writes', result.writes],
  ] as const) {
    const odd = answers.filter((item) => !acceptable(item));
    if (odd.length > 0)
      problems.push(
        `${odd.length} ${kind} answered neither 2xx nor 503 with its message: ${odd
          .slice(0, 3)
          .map((item) => `${item.status} ${item.message}`)
          .join('; ')}`,
      );
    const { during, after, ok, unavailable } = counts(answers, result);
    if (kind === 'reads' && unavailable(during) === 0) problems.push('no read met the outage: nothing was drilled');
    if (ok(after) !== after.length)
      problems.push(`${after.length - ok(after)} ${kind} failed after the API was ready again`);
  }
  if (result.readyAt === null) problems.push('the API never answered ready again');
  if (result.listenBackMs === null) problems.push('LISTEN was never re-established');
  for (const tab of result.clients) {
    if (tab.cuts > 0) problems.push(`${tab.email}: a stream was cut by the database restart`);
  }
  if (result.missing.length > 0)
    problems.push(
      `${result.missing.length} notification(s) never reached a tab: ${result.missing.slice(0, 5).join(', ')}`,
    );
  const committed = new Set(result.committed);
  const unanswered = result.rows.filter((id) => !committed.has(id));
  if (unanswered.length > 0)
    problems.push(`${unanswered.length} notification(s) stored though their write was not answered 201`);
  if (result.rows.length !== new Set(result.rows).size) problems.push('a notification was stored twice');
  return problems;
}
