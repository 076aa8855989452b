import { lighthouseEntry, withLighthouse } from './mobile-figures.ts';
import { longTasksOf, renderLongTaskLists, renderLongTasks } from '../long-tasks.ts';

/** The audit as Lighthouse 12 reports it: a table sorted by duration, times simulated. */
const audit = {
  id: 'long-tasks',
  details: {
    type: 'table',
    items: [
      {
        url: 'https://localhost:4000/remotes/remote_organizer/0.1.0/remoteEntry.js',
        startTime: 1790.4,
        duration: 182.6,
      },
      { url: 'https://localhost:4000/main.3f2a.js', startTime: 1200, duration: 96.2 },
      { url: 'Unattributable', startTime: 2300, duration: 51 },
    ],
  },
};

describe('longTasksOf', () => {
  it('reads the audit into tasks in order of start', () => {
    expect(longTasksOf(audit).map((task) => [task.startMs, task.durationMs])).toEqual([
      [1200, 96.2],
      [1790.4, 182.6],
      [2300, 51],
    ]);
  });

  it('gives none when the audit found no long task or did not run', () => {
    expect(longTasksOf({ details: { items: [] } })).toEqual([]);
    expect(longTasksOf(undefined)).toEqual([]);
  });
});

describe('renderLongTasks', () => {
  it('prints each task with its script, simulated times and its time over 50 ms', () => {
    const lines = renderLongTasks('federated /account', 210, longTasksOf(audit)).split('\n');
    expect(lines[0]).toBe('federated /account: TBT 210 ms');
    expect(lines[3]).toMatch(/^:4000\/main\.3f2a\.js\s+1200\s+96\s+46$/);
    expect(lines[4]).toMatch(/^:4000\/remotes\/remote_organizer\/0\.1\.0\/remoteEntry\.js\s+1790\s+183\s+133$/);
    expect(lines[5]).toMatch(/^Unattributable\s+2300\s+51\s+1$/);
  });

  it('says so when no task reached 50 ms', () => {
    expect(renderLongTasks('one-bundle /', 0, [])).toBe('one-bundle /: TBT 0 ms, no task of 50 ms or more');
  });
});

describe('renderLongTaskLists', () => {
  it('lists the mobile runs of each measured page, federated then one bundle', () => {
    const figures = withLighthouse({
      federated: [
        { ...lighthouseEntry('organizer', 'mobile'), longTasks: longTasksOf(audit) },
        { ...lighthouseEntry('organizer', 'desktop'), longTasks: [] },
      ],
      'one-bundle': [{ ...lighthouseEntry('organizer', 'mobile'), longTasks: [] }],
    });
    const text = renderLongTaskLists(figures);
    expect(text).toContain('federated /account (first visit): TBT 3 ms\n');
    expect(text).toContain('one-bundle /account (first visit): TBT 3 ms, no task of 50 ms or more');
    expect(text.match(/TBT 3 ms/g)).toHaveLength(2);
  });
});
