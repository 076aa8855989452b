import { checkBudgets, failed, median, medianFigures, nearestToMedian, ratio } from '../budgets.ts';
import { parseBuildOutput } from '../build-times.ts';
import {
  PAGES,
  type Figures,
  type JsLoad,
  type LighthouseFigures,
  type LighthousePage,
  type PageKey,
  type Preset,
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

const js = (requests: number, gzip: number): JsLoad => ({
  requests,
  raw: gzip * 3,
  gzip,
  brotli: gzip * 0.9,
  transferred: gzip,
  network: requests,
  revalidated: 0,
  cached: 0,
});

const lighthouse = (
  overrides: (page: PageKey, preset: Preset) => Partial<LighthouseFigures> = () => ({}),
): LighthousePage[] =>
  PAGE_KEYS.flatMap((page) =>
    (['mobile', 'desktop'] as const).map((preset) => ({
      page,
      preset,
      median: scores(overrides(page, preset)),
      runs: [],
      failedAudits: [],
      warnings: [],
    })),
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
    js: { federated: pages(14, 110_000), 'one-bundle': pages(10, 100_000) },
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

  it('allows mobile LCP up to 1.10 × the one-bundle, page by page', () => {
    const figures = passing();
    figures.lighthouse.federated = lighthouse((page, preset) =>
      preset === 'mobile' && page === 'provider' ? { lcp: 1101 } : { lcp: 1100 },
    );
    expect(statusOf(figures, 'mobile LCP / vs one-bundle')).toBe('PASS');
    expect(statusOf(figures, 'mobile LCP /quotes vs one-bundle')).toBe('FAIL');
  });

  it('allows / 1.20 × the gzip JS and 4 more JS requests than the one-bundle', () => {
    const figures = passing();
    figures.js.federated![0]!.cold = js(14, 120_000);
    expect(statusOf(figures, 'cold JS gzip / vs one-bundle')).toBe('PASS');
    expect(statusOf(figures, 'cold JS requests / vs one-bundle')).toBe('PASS');
    figures.js.federated![0]!.cold = js(15, 120_001);
    expect(statusOf(figures, 'cold JS gzip / vs one-bundle')).toBe('FAIL');
    expect(statusOf(figures, 'cold JS requests / vs one-bundle')).toBe('FAIL');
  });

  it('wants performance ≥ 95 on mobile and 100 on desktop, and 95 for the other scores', () => {
    const figures = passing();
    figures.lighthouse.federated = lighthouse((page, preset) => {
      if (page === 'home' && preset === 'mobile') return { performance: 95 };
      if (page === 'home' && preset === 'desktop') return { performance: 99 };
      if (page === 'organizer' && preset === 'mobile') return { accessibility: 94, seo: 95 };
      return {};
    });
    expect(statusOf(figures, 'mobile performance /')).toBe('PASS');
    expect(statusOf(figures, 'desktop performance /')).toBe('FAIL');
    expect(statusOf(figures, 'mobile accessibility /account')).toBe('FAIL');
    expect(statusOf(figures, 'mobile SEO /account')).toBe('PASS');
  });

  it('wants performance ≥ 90 on mobile for the marketplace pages', () => {
    const figures = passing();
    figures.lighthouse.federated = lighthouse((page, preset) => {
      if (page === 'results' && preset === 'mobile') return { performance: 90 };
      if (page === 'business' && preset === 'mobile') return { performance: 89 };
      return {};
    });
    expect(statusOf(figures, 'mobile performance /results?category=Magicians&postcode=BS1')).toBe('PASS');
    expect(statusOf(figures, 'mobile performance /pages/magic-mikes-magic-shows')).toBe('FAIL');
  });

  it('wants no layout shift on mobile, as Lighthouse shows it, on every page', () => {
    const figures = passing();
    figures.lighthouse.federated = lighthouse((page, preset) => {
      if (page === 'home' && preset === 'mobile') return { cls: 0.0004 };
      if (page === 'results' && preset === 'mobile') return { cls: 0.002 };
      return {};
    });
    expect(statusOf(figures, 'mobile CLS /')).toBe('PASS');
    expect(statusOf(figures, 'mobile CLS /results?category=Magicians&postcode=BS1')).toBe('FAIL');
    expect(statusOf(figures, 'mobile CLS /pages/magic-mikes-magic-shows')).toBe('PASS');
  });

  it("holds the marketplace pages' LCP and JS ratios to those of / in the same run", () => {
    const figures = passing();
    // One bundle: LCP 1000 ms and 100,000 bytes everywhere; / federated is 1.05× and 1.10×.
    figures.lighthouse.federated = lighthouse((page, preset) => {
      if (preset !== 'mobile') return {};
      if (page === 'home') return { lcp: 1050 };
      if (page === 'results') return { lcp: 1050 };
      if (page === 'business') return { lcp: 1060 };
      return {};
    });
    expect(statusOf(figures, 'mobile LCP /results?category=Magicians&postcode=BS1 vs one-bundle, against /')).toBe(
      'PASS',
    );
    expect(statusOf(figures, 'mobile LCP /pages/magic-mikes-magic-shows vs one-bundle, against /')).toBe('FAIL');
    const business = figures.js.federated!.find((entry) => entry.page === 'business')!;
    business.cold = js(14, 110_001);
    expect(statusOf(figures, 'cold JS gzip /results?category=Magicians&postcode=BS1 vs one-bundle, against /')).toBe(
      'PASS',
    );
    expect(statusOf(figures, 'cold JS gzip /pages/magic-mikes-magic-shows vs one-bundle, against /')).toBe('FAIL');
    delete figures.js['one-bundle'];
    expect(statusOf(figures, 'cold JS gzip /pages/magic-mikes-magic-shows vs one-bundle, against /')).toBe('SKIP');
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
    expect(statusOf(figures, 'cold JS gzip / vs one-bundle')).toBe('SKIP');
    expect(statusOf(figures, 'mobile LCP /account vs one-bundle')).toBe('SKIP');
    expect(statusOf(figures, 'build host')).toBe('SKIP');
    expect(statusOf(figures, 'mobile performance /')).toBe('PASS');
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
  it('has defaults and reads each flag', () => {
    expect(parseOptions([])).toEqual({
      build: true,
      runs: 3,
      clickRuns: 5,
      json: null,
      builds: ['federated', 'one-bundle'],
      lcpPath: false,
    });
    expect(
      parseOptions([
        '--no-build',
        '--runs',
        '5',
        '--json',
        'out.json',
        '--only',
        'federated',
        '--click-runs',
        '7',
        '--lcp-path',
      ]),
    ).toEqual({
      build: false,
      runs: 5,
      clickRuns: 7,
      json: 'out.json',
      builds: ['federated'],
      lcpPath: true,
    });
  });

  it('refuses what it does not know', () => {
    expect(() => parseOptions(['--runs', '0'])).toThrow(/whole number/);
    expect(() => parseOptions(['--json'])).toThrow(/needs a value/);
    expect(() => parseOptions(['--only', 'both'])).toThrow(/federated or one-bundle/);
    expect(() => parseOptions(['--fast'])).toThrow(/unknown argument/);
  });
});
