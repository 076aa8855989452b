import { checkBudgets, failed, median, medianFigures, nearestToMedian, newEntriesGzip, ratio } from '../budgets.ts';
import { parseBuildOutput } from '../build-times.ts';
import {
  PAGES,
  type Figures,
  type JsLoad,
  type LighthouseFigures,
  type LighthousePage,
  type PageKey,
  type Preset,
  type Visit,
} from '../figures.ts';

const PAGE_KEYS = PAGES.map((page) => page.key);
import { parseOptions } from '../options.ts';

const scores = (overrides: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  fcp: 800,
  lcp: 1000,
  tbt: 0,
  cls: 0,
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  ...overrides,
});

const js = (requests: number, gzip: number, entries: Record<string, number> = {}): JsLoad => ({
  requests,
  raw: gzip * 3,
  gzip,
  brotli: gzip * 0.9,
  transferred: gzip,
  network: requests,
  revalidated: 0,
  cached: 0,
  entries,
});

const lighthouse = (
  overrides: (page: PageKey, preset: Preset, visit: Visit) => Partial<LighthouseFigures> = () => ({}),
): LighthousePage[] =>
  PAGE_KEYS.flatMap((page) =>
    (['first', 'returning'] as const).flatMap((visit) =>
      (['mobile', 'desktop'] as const).map((preset) => ({
        page,
        preset,
        visit,
        median: scores(overrides(page, preset, visit)),
        runs: [],
        failedAudits: [],
        warnings: [],
      })),
    ),
  );

/** Figures that meet every budget; each test breaks one thing. */
function passing(): Figures {
  const pages = (requests: number, gzip: number) =>
    PAGE_KEYS.map((page) => ({
      page,
      cold: js(requests, gzip),
      warm: js(requests, gzip),
    }));
  const clicks = (ms: number) =>
    (['organizer', 'provider'] as const).map((target) => ({
      target,
      link: 'x',
      heading: 'y',
      runsMs: [ms],
      medianMs: ms,
      remoteLoadedBeforeClick: false,
    }));
  return {
    startedAt: '2026-01-01T00:00:00.000Z',
    builds: ['host', 'remote-shell', 'remote-notifications', 'remote-organizer', 'remote-provider'].map((name) => ({
      name,
      seconds: 20,
      reportedSeconds: 18,
      upToDate: false,
    })),
    // 30,000 bytes of federation on every page; a page-group page also fetches its remote's 7,000-byte entry.
    js: { federated: pages(14, 130_000), 'one-bundle': pages(10, 100_000) },
    lighthouse: { federated: lighthouse(), 'one-bundle': lighthouse() },
    click: { federated: clicks(120), 'one-bundle': clicks(40) },
  };
}

const statusOf = (figures: Figures, budget: string) =>
  checkBudgets(figures).find((result) => result.budget === budget)?.status;

describe('median and ratio', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow();
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('gives null when a side is missing or zero', () => {
    expect(ratio(110, 100)).toBeCloseTo(1.1);
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(undefined, 100)).toBeNull();
    expect(ratio(100, null)).toBeNull();
  });

  it('takes the median of each Lighthouse figure on its own, and finds the run nearest to it', () => {
    const runs = [
      scores({ lcp: 1000, performance: 90 }),
      scores({ lcp: 3000, performance: 99 }),
      scores({ lcp: 2000, performance: 95 }),
    ];
    expect(medianFigures(runs)).toMatchObject({ lcp: 2000, performance: 95 });
    expect(nearestToMedian(runs)).toBe(2);
  });
});

describe('checkBudgets', () => {
  it('passes figures within every budget', () => {
    const results = checkBudgets(passing());
    expect(results.filter((result) => result.status !== 'PASS')).toEqual([]);
    expect(failed(results)).toBe(false);
  });

  it('fails a package build of 60 s or more, and skips one that was not rebuilt', () => {
    const figures = passing();
    figures.builds[1]!.seconds = 60;
    figures.builds[2]!.upToDate = true;
    expect(statusOf(figures, 'build remote-shell')).toBe('FAIL');
    expect(statusOf(figures, 'build remote-notifications')).toBe('SKIP');
    expect(statusOf(passing(), 'build host')).toBe('PASS');
  });

  it('allows mobile FCP and LCP up to 1.10 × the one-bundle, page by page and visit by visit', () => {
    const figures = passing();
    figures.lighthouse.federated = lighthouse((page, preset, visit) => ({
      fcp: preset === 'mobile' && page === 'home' && visit === 'returning' ? 881 : 880,
      lcp: preset === 'mobile' && page === 'provider' && visit === 'first' ? 1101 : 1100,
    }));
    expect(statusOf(figures, 'mobile LCP / (first visit) vs one-bundle')).toBe('PASS');
    expect(statusOf(figures, 'mobile LCP /quotes (first visit) vs one-bundle')).toBe('FAIL');
    expect(statusOf(figures, 'mobile LCP /quotes (returning visit) vs one-bundle')).toBe('PASS');
    expect(statusOf(figures, 'mobile FCP / (first visit) vs one-bundle')).toBe('PASS');
    expect(statusOf(figures, 'mobile FCP / (returning visit) vs one-bundle')).toBe('FAIL');
  });

  it('holds the federation overhead on / to 35 KiB gzip, and 4 more JS requests', () => {
    const figures = passing();
    figures.js.federated![0]!.cold = js(14, 100_000 + 35 * 1024);
    expect(statusOf(figures, 'federation overhead on / (cold JS gzip)')).toBe('PASS');
    expect(statusOf(figures, 'cold JS requests / vs one-bundle')).toBe('PASS');
    figures.js.federated![0]!.cold = js(15, 100_001 + 35 * 1024);
    expect(statusOf(figures, 'federation overhead on / (cold JS gzip)')).toBe('FAIL');
    expect(statusOf(figures, 'cold JS requests / vs one-bundle')).toBe('FAIL');
  });

  it("lets a page-group remote's first screen cost no more than its entry beyond /'s overhead", () => {
    const figures = passing();
    const fed = (key: PageKey) => figures.js.federated!.find((entry) => entry.page === key)!;
    fed('home').cold = js(14, 130_000, { 'https://site/remotes/remote_shell/1/remoteEntry.js': 6_000 });
    const entries = {
      'https://site/remotes/remote_shell/1/remoteEntry.js': 6_000,
      'https://site/remotes/remote_organizer/1/remoteEntry.js': 7_000,
    };
    expect(newEntriesGzip(js(1, 1, entries), fed('home').cold)).toBe(7_000);
    fed('organizer').cold = js(15, 137_000, entries);
    expect(statusOf(figures, "first screen /account: overhead beyond /'s")).toBe('PASS');
    fed('organizer').cold = js(15, 137_001, entries);
    expect(statusOf(figures, "first screen /account: overhead beyond /'s")).toBe('FAIL');
    // A page that fetched no entry of its own has no allowance.
    fed('business').cold = js(14, 130_001, { 'https://site/remotes/remote_shell/1/remoteEntry.js': 6_000 });
    expect(statusOf(figures, "first screen /pages/magic-mikes-magic-shows: overhead beyond /'s")).toBe('FAIL');
    delete figures.js['one-bundle'];
    expect(statusOf(figures, "first screen /account: overhead beyond /'s")).toBe('SKIP');
  });

  it('wants performance ≥ 95 on mobile and 100 on desktop on every page and visit, and 95 for the other scores', () => {
    const figures = passing();
    figures.lighthouse.federated = lighthouse((page, preset, visit) => {
      if (page === 'home' && preset === 'mobile') return { performance: 95 };
      if (page === 'home' && preset === 'desktop' && visit === 'first') return { performance: 99 };
      if (page === 'business' && preset === 'mobile' && visit === 'returning') return { performance: 94 };
      if (page === 'organizer' && preset === 'mobile') return { accessibility: 94, seo: 95 };
      return {};
    });
    expect(statusOf(figures, 'mobile performance / (first visit)')).toBe('PASS');
    expect(statusOf(figures, 'desktop performance / (first visit)')).toBe('FAIL');
    expect(statusOf(figures, 'desktop performance / (returning visit)')).toBe('PASS');
    expect(statusOf(figures, 'mobile performance /pages/magic-mikes-magic-shows (returning visit)')).toBe('FAIL');
    expect(statusOf(figures, 'mobile accessibility /account (first visit)')).toBe('FAIL');
    expect(statusOf(figures, 'mobile SEO /account (first visit)')).toBe('PASS');
  });

  it('wants mobile TBT ≤ 150 ms and no layout shift, as Lighthouse shows it, on every page', () => {
    const figures = passing();
    figures.lighthouse.federated = lighthouse((page, preset, visit) => {
      if (preset !== 'mobile') return {};
      if (page === 'home') return { cls: 0.0004, tbt: 150 };
      if (page === 'results' && visit === 'first') return { cls: 0.002 };
      if (page === 'event' && visit === 'returning') return { tbt: 151 };
      return {};
    });
    expect(statusOf(figures, 'mobile CLS / (first visit)')).toBe('PASS');
    expect(statusOf(figures, 'mobile TBT / (first visit)')).toBe('PASS');
    expect(statusOf(figures, 'mobile CLS /results?category=Magicians&postcode=BS1 (first visit)')).toBe('FAIL');
    expect(statusOf(figures, 'mobile CLS /results?category=Magicians&postcode=BS1 (returning visit)')).toBe('PASS');
    expect(statusOf(figures, `mobile TBT ${PAGES.find((page) => page.key === 'event')!.path} (returning visit)`)).toBe(
      'FAIL',
    );
  });

  it('wants the click to an unloaded remote under 300 ms, federated median', () => {
    const figures = passing();
    figures.click.federated![1]!.medianMs = 300;
    expect(statusOf(figures, 'click to unloaded organizer remote')).toBe('PASS');
    expect(statusOf(figures, 'click to unloaded provider remote')).toBe('FAIL');
  });

  it('skips what was not measured instead of failing it', () => {
    const figures = passing();
    delete figures.js['one-bundle'];
    delete figures.lighthouse['one-bundle'];
    figures.builds = [];
    const results = checkBudgets(figures);
    expect(failed(results)).toBe(false);
    expect(statusOf(figures, 'federation overhead on / (cold JS gzip)')).toBe('SKIP');
    expect(statusOf(figures, 'mobile LCP /account (first visit) vs one-bundle')).toBe('SKIP');
    expect(statusOf(figures, 'build host')).toBe('SKIP');
    expect(statusOf(figures, 'mobile performance / (first visit)')).toBe('PASS');
  });
});

describe('parseBuildOutput', () => {
  it('reads the time a build reports, or that it was already published', () => {
    expect(parseBuildOutput('remote_shell: built in 14.2 s, published -> dist/0.1.0-abc')).toEqual({
      reportedSeconds: 14.2,
      upToDate: false,
    });
    expect(
      parseBuildOutput('remote_shell: 0.1.0-abc is already published from these sources; nothing to build'),
    ).toEqual({
      reportedSeconds: null,
      upToDate: true,
    });
  });
});

describe('parseOptions', () => {
  const defaults = {
    build: true,
    runs: 5,
    clickRuns: 5,
    json: null,
    builds: ['federated', 'one-bundle'],
    lcpPath: false,
    longTasks: false,
    layout: 'path',
    tls: true,
    visits: ['first', 'returning'],
    pages: PAGE_KEYS,
  };

  it('has defaults and reads each flag', () => {
    expect(parseOptions([])).toEqual(defaults);
    expect(
      parseOptions([
        '--no-build',
        '--runs',
        '3',
        '--json',
        'out.json',
        '--only',
        'federated',
        '--click-runs',
        '7',
        '--lcp-path',
        '--long-tasks',
        '--layout',
        'origins',
        '--no-tls',
        '--visits',
        'returning',
        '--pages',
        'home,business',
      ]),
    ).toEqual({
      build: false,
      runs: 3,
      clickRuns: 7,
      json: 'out.json',
      builds: ['federated'],
      lcpPath: true,
      longTasks: true,
      layout: 'origins',
      tls: false,
      visits: ['returning'],
      pages: ['home', 'business'],
    });
    expect(parseOptions(['--visits', 'both']).visits).toEqual(['first', 'returning']);
  });

  it('refuses what it does not know', () => {
    expect(() => parseOptions(['--runs', '0'])).toThrow(/whole number/);
    expect(() => parseOptions(['--json'])).toThrow(/needs a value/);
    expect(() => parseOptions(['--only', 'both'])).toThrow(/federated or one-bundle/);
    expect(() => parseOptions(['--layout', 'cdn'])).toThrow(/origins or path/);
    expect(() => parseOptions(['--visits', 'second'])).toThrow(/first, returning or both/);
    expect(() => parseOptions(['--pages', 'home,faq'])).toThrow(/no page faq/);
    expect(() => parseOptions(['--fast'])).toThrow(/unknown argument/);
  });
});
