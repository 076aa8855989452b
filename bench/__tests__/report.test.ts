import type { ClickResult, Figures } from '../figures.ts';
import { formatComparison, renderBudgets, renderFigures, renderMachineSpeed } from '../report.ts';
import { formatTable } from '../table.ts';

describe('formatTable', () => {
  it('pads columns to their widest cell, text left and figures right', () => {
    expect(
      formatTable(
        ['page', 'requests'],
        [
          ['/', 28],
          ['/account', null],
        ],
      ),
    ).toBe(['page      requests', '--------  --------', '/               28', '/account         –'].join('\n'));
  });
});

describe('formatComparison', () => {
  it('shows both builds and federated / one-bundle', () => {
    const table = formatComparison([
      { label: '/', figure: 'gzip KiB', federated: 2048, oneBundle: 1024, kib: true },
      { label: '/', figure: 'LCP ms', federated: 1200.4, oneBundle: null },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^page\s+figure\s+federated\s+one-bundle\s+fed\/one$/);
    expect(lines[2]).toMatch(/^\/\s+gzip KiB\s+2\.0\s+1\.0\s+2\.00×$/);
    expect(lines[3]).toMatch(/^\/\s+LCP ms\s+1200\s+–\s+–$/);
  });
});

describe('renderBudgets', () => {
  it('lists each budget with its result', () => {
    const text = renderBudgets([
      { budget: 'build host', actual: '20.0 s', limit: '< 60 s', status: 'PASS' },
      { budget: 'click to unloaded organizer remote', actual: '310 ms', limit: '< 300 ms', status: 'FAIL' },
    ]);
    expect(text).toMatch(/build host\s+20\.0 s\s+< 60 s\s+PASS/);
    expect(text).toMatch(/click to unloaded organizer remote\s+310 ms\s+< 300 ms\s+FAIL/);
  });

  it('counts the budgets of figures the run did not take instead of listing them, and lists other skips', () => {
    const text = renderBudgets([
      { budget: 'mobile TBT / (first visit)', actual: '120 ms', limit: '≤ 150 ms', status: 'PASS' },
      { budget: 'mobile TBT /quotes (first visit)', actual: 'not measured', limit: '≤ 150 ms', status: 'SKIP' },
      { budget: 'mobile CLS /quotes (first visit)', actual: 'not measured', limit: '= 0', status: 'SKIP' },
      { budget: 'build host', actual: 'not built (--no-build)', limit: '< 60 s', status: 'SKIP' },
    ]);
    expect(text).not.toContain('/quotes');
    expect(text).toMatch(/build host\s+not built \(--no-build\)\s+< 60 s\s+SKIP/);
    expect(text.split('\n').at(-1)).toBe(
      '2 budget(s) of figures this run did not take (--pages, --visits, --only) not listed',
    );
  });
});

describe('renderFigures', () => {
  it('shows the click timings of both builds and whether the remote was fetched before the click', () => {
    const click = (medianMs: number, remoteLoadedBeforeClick: boolean | null): ClickResult => ({
      target: 'organizer',
      link: 'header "Our Providers" → /directory',
      heading: 'Our Providers',
      runsMs: [medianMs],
      medianMs,
      remoteLoadedBeforeClick,
    });
    const figures: Figures = {
      startedAt: '',
      builds: [],
      js: {},
      lighthouse: {},
      click: { federated: [click(120, false)], 'one-bundle': [click(60, null)] },
    };
    const text = renderFigures(figures, 3);
    expect(text).toMatch(/organizer\s+header "Our Providers" → \/directory \(ms\)\s+120\s+60\s+2\.00×/);
    expect(text).toContain('remote fetched before the click (federated): organizer no');
  });
});

describe('renderFigures, Lighthouse', () => {
  it('gives each visit and preset a table of its own', () => {
    const median = {
      fcp: 900,
      lcp: 1500,
      tbt: 40,
      cls: 0,
      performance: 98,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
    };
    const entry = (visit: 'first' | 'returning', fcp: number) => ({
      page: 'home' as const,
      preset: 'mobile' as const,
      visit,
      median: { ...median, fcp },
      runs: [],
      failedAudits: [],
      warnings: [],
    });
    const figures: Figures = {
      startedAt: '',
      builds: [],
      js: {},
      lighthouse: { federated: [entry('first', 900), entry('returning', 400)], 'one-bundle': [entry('first', 850)] },
      click: {},
    };
    const text = renderFigures(figures, 5);
    expect(text).toMatch(/Lighthouse mobile, first visit, median of 5 runs\n[^]*?\/\s+FCP ms\s+900\s+850\s+1\.06×/);
    expect(text).toMatch(/Lighthouse mobile, returning visit, median of 5 runs\n[^]*?\/\s+FCP ms\s+400\s+–\s+–/);
    expect(text).not.toContain('desktop');
    expect(text).not.toContain('/account'); // pages the run did not measure
    expect(text).not.toContain('benchmark index'); // runs that did not record it
  });

  it("states the machine's CPU speed over each build's runs, and where each missed TBT, so a slow day's TBT can be told from a slow page", () => {
    const entry = (benchmarkIndex: number[], tbt = 3, preset: 'mobile' | 'desktop' = 'mobile') => ({
      page: 'home' as const,
      preset,
      visit: 'first' as const,
      median: { fcp: 1, lcp: 2, tbt, cls: 0, performance: 90, accessibility: 100, bestPractices: 100, seo: 100 },
      runs: [],
      failedAudits: [],
      warnings: [],
      benchmarkIndex,
    });
    const figures: Figures = {
      startedAt: '',
      builds: [],
      js: {},
      lighthouse: {
        federated: [entry([2371, 1470], 151), entry([1800.4], 150), entry([2200], 400, 'desktop')],
        'one-bundle': [entry([2000, 2100, 1900], 300), entry([], 160)],
      },
      click: {},
    };
    const text = renderMachineSpeed(figures);
    expect(text).toMatch(/^Lighthouse's CPU benchmark index during the runs \(higher is faster\)\n/);
    expect(text).toMatch(/mobile page-visits with TBT over 150 ms/);
    expect(text).toMatch(/federated\s+4\s+2000\s+1470\s+2371\s+1 of 2/);
    expect(text).toMatch(/one-bundle\s+3\s+2000\s+1900\s+2100\s+2 of 2/);
    expect(renderFigures(figures, 3)).toContain(text);
  });
});
