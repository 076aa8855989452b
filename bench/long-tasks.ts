/**
 * What Lighthouse's simulated mobile TBT is made of: the main-thread tasks of 50 ms or more in
 * Lantern's replay (its `long-tasks` audit, which times them on the slowed-down CPU), with the
 * script each is attributed to. TBT adds up each one's time over 50 ms between first paint and
 * Time to Interactive, so a task listed here before FCP or after TTI does not count.
 */
import { mobileEntries, type Figures, type LongTask } from './figures.ts';
import { shortUrl } from './lcp-path.ts';
import { formatTable } from './table.ts';

/** A task counts toward TBT by what it lasts beyond this. */
const BLOCKING_FROM_MS = 50;

/** What this reads of Lighthouse's `long-tasks` audit: a table of url, startTime and duration. */
type LongTasksAudit = { details?: { items?: Array<Record<string, unknown>> } };

/** The audit's tasks in order of start; an audit that did not run gives none. */
export function longTasksOf(audit: LongTasksAudit | undefined): LongTask[] {
  return (audit?.details?.items ?? [])
    .filter((item) => typeof item.startTime === 'number' && typeof item.duration === 'number')
    .map((item) => ({
      url: typeof item.url === 'string' ? item.url : '',
      startMs: item.startTime as number,
      durationMs: item.duration as number,
    }))
    .sort((a, b) => a.startMs - b.startMs);
}

export function renderLongTasks(title: string, tbtMs: number, tasks: readonly LongTask[]): string {
  if (tasks.length === 0) return `${title}: TBT ${Math.round(tbtMs)} ms, no task of ${BLOCKING_FROM_MS} ms or more`;
  const rows = tasks.map((task) => [
    shortUrl(task.url) || '(no script)',
    Math.round(task.startMs),
    Math.round(task.durationMs),
    Math.round(Math.max(0, task.durationMs - BLOCKING_FROM_MS)),
  ]);
  return `${title}: TBT ${Math.round(tbtMs)} ms\n${formatTable(['task of', 'from ms', 'lasting ms', 'over 50 ms'], rows)}`;
}

/** Every page's long tasks, federated then one bundle, from the mobile runs nearest the median. */
export function renderLongTaskLists(figures: Figures): string {
  const sections = mobileEntries(figures).flatMap(({ title, entry }) =>
    entry.longTasks ? [renderLongTasks(title, entry.median.tbt, entry.longTasks)] : [],
  );
  return `The simulated mobile long tasks (Lighthouse's Lantern replay, run nearest the median; TBT counts only those between FCP and TTI)\n\n${sections.join('\n\n')}`;
}
