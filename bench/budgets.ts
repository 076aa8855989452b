/**
 * The budgets (issues 7, 14 and 16), and the arithmetic behind them. Pure: everything here is checked by
 * __tests__/budgets.test.ts without a browser.
 */
import { FEDERATED_PACKAGES } from './build-times.ts';
import {
  LIGHTHOUSE_KEYS,
  PAGES,
  PRESETS,
  VISITS,
  type ClickResult,
  type Figures,
  type JsLoad,
  type LighthouseFigures,
  type LighthousePage,
  type PageJs,
  type PageKey,
  type Preset,
  type Visit,
} from './figures.ts';

export const BUDGETS = {
  buildSeconds: 60,
  /** Federated mobile FCP and LCP at most this many times the one-bundle's, every page and visit. */
  fcpRatio: 1.1,
  lcpRatio: 1.1,
  /**
   * What federation adds to a visitor's `/` (cold JS gzip, federated minus one bundle): held as
   * an absolute figure, since a ratio's base shrinks every time the application gets lighter.
   */
  overheadKiB: 35,
  /** Cold-load JS requests on `/` at most this many more than the one-bundle's. */
  extraJsRequests: 4,
  performance: { mobile: 95, desktop: 100 } satisfies Record<Preset, number>,
  /** Mobile total blocking time, every page and visit. */
  tbtMs: 150,
  /** Mobile cumulative layout shift, every page, as Lighthouse shows it (three decimals). */
  cls: 0,
  /** Accessibility, best practices and SEO, every page and preset. */
  otherScores: 95,
  clickMs: 300,
} as const;

export type Status = 'PASS' | 'FAIL' | 'SKIP';

/** The `actual` of a budget whose figure this run did not take (`--pages`, `--visits`, `--only`). */
export const NOT_MEASURED = 'not measured';
export type BudgetResult = { budget: string; actual: string; limit: string; status: Status };

/** Median; the mean of the middle two for an even count. Runs are few, so sorting is fine. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** federated / one-bundle, or null when either is missing or the divisor is 0. */
export function ratio(federated: number | null | undefined, oneBundle: number | null | undefined): number | null {
  if (federated == null || oneBundle == null || oneBundle === 0) return null;
  return federated / oneBundle;
}

/** Median of each Lighthouse figure across runs, figure by figure. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const result = {} as LighthouseFigures;
  for (const key of LIGHTHOUSE_KEYS) result[key] = median(runs.map((run) => run[key]));
  return result;
}

/** The run closest to the median (sum of relative distances), whose audits we report. */
export function nearestToMedian(runs: readonly LighthouseFigures[]): number {
  const mid = medianFigures(runs);
  const distance = (run: LighthouseFigures) =>
    LIGHTHOUSE_KEYS.reduce((sum, key) => sum + Math.abs(run[key] - mid[key]) / Math.max(1, Math.abs(mid[key])), 0);
  let best = 0;
  runs.forEach((run, index) => {
    if (distance(run) < distance(runs[best]!)) best = index;
  });
  return best;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const times = (value: number) => `${value.toFixed(2)}×`;

function check(
  budget: string,
  actual: number | null,
  limit: string,
  passes: (value: number) => boolean,
  show: (value: number) => string,
): BudgetResult {
  if (actual === null || Number.isNaN(actual)) return { budget, actual: NOT_MEASURED, limit, status: 'SKIP' };
  return { budget, actual: show(actual), limit, status: passes(actual) ? 'PASS' : 'FAIL' };
}

const KIB = 1024;
const kibOf = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

const lighthouseOf = (pages: LighthousePage[] | undefined, page: PageKey, preset: Preset, visit: Visit) =>
  pages?.find((entry) => entry.page === page && entry.preset === preset && entry.visit === visit)?.median;
const jsOf = (pages: PageJs[] | undefined, page: PageKey) => pages?.find((entry) => entry.page === page)?.cold;
const clickOf = (clicks: ClickResult[] | undefined, target: string) => clicks?.find((entry) => entry.target === target);

/** Federated minus one bundle, cold JS gzip bytes; null unless both were measured. */
export function overhead(fed: JsLoad | undefined, one: JsLoad | undefined): number | null {
  return fed && one ? fed.gzip - one.gzip : null;
}

/** The gzip bytes of the remote entries a page fetched that `/` did not: its remotes' own cost. */
export function newEntriesGzip(page: JsLoad, home: JsLoad): number {
  return Object.entries(page.entries)
    .filter(([url]) => !(url in home.entries))
    .reduce((sum, [, gzip]) => sum + gzip, 0);
}

/** Every budget, PASS, FAIL or SKIP (not measured in this run, e.g. `--only federated`). */
export function checkBudgets(figures: Figures): BudgetResult[] {
  const results: BudgetResult[] = [];
  const fed = { lh: figures.lighthouse.federated, js: figures.js.federated, click: figures.click.federated };
  const one = { lh: figures.lighthouse['one-bundle'], js: figures.js['one-bundle'] };

  for (const pkg of FEDERATED_PACKAGES) {
    const timing = figures.builds.find((entry) => entry.name === pkg);
    const budget = `build ${pkg}`;
    const limit = `< ${BUDGETS.buildSeconds} s`;
    if (!timing) results.push({ budget, actual: 'not built (--no-build)', limit, status: 'SKIP' });
    else if (timing.upToDate) results.push({ budget, actual: 'already published, not rebuilt', limit, status: 'SKIP' });
    else
      results.push(
        check(
          budget,
          timing.seconds,
          limit,
          (s) => s < BUDGETS.buildSeconds,
          (s) => `${s.toFixed(1)} s`,
        ),
      );
  }

  for (const visit of VISITS) {
    for (const page of PAGES) {
      for (const [figure, key, limit] of [
        ['FCP', 'fcp', BUDGETS.fcpRatio],
        ['LCP', 'lcp', BUDGETS.lcpRatio],
      ] as const) {
        const value = ratio(
          lighthouseOf(fed.lh, page.key, 'mobile', visit)?.[key],
          lighthouseOf(one.lh, page.key, 'mobile', visit)?.[key],
        );
        results.push(
          check(
            `mobile ${figure} ${page.path} (${visit} visit) vs one-bundle`,
            value,
            `≤ ${times(limit)}`,
            (r) => r <= limit,
            times,
          ),
        );
      }
    }
  }

  const fedHome = jsOf(fed.js, 'home');
  const oneHome = jsOf(one.js, 'home');
  const homeOverhead = overhead(fedHome, oneHome);
  results.push(
    check(
      'federation overhead on / (cold JS gzip)',
      homeOverhead,
      `≤ ${BUDGETS.overheadKiB} KiB`,
      (bytes) => bytes <= BUDGETS.overheadKiB * KIB,
      kibOf,
    ),
  );
  for (const page of PAGES.filter((spec) => spec.pageGroup)) {
    const fedPage = jsOf(fed.js, page.key);
    const pageOverhead = overhead(fedPage, jsOf(one.js, page.key));
    const allowance = fedPage && fedHome ? newEntriesGzip(fedPage, fedHome) : null;
    const beyondHome = pageOverhead === null || homeOverhead === null ? null : pageOverhead - homeOverhead;
    results.push(
      check(
        `first screen ${page.path}: overhead beyond /'s`,
        allowance === null ? null : beyondHome,
        allowance === null ? "≤ its remotes' entries" : `≤ ${kibOf(allowance)} (its entries)`,
        (bytes) => allowance !== null && bytes <= allowance,
        kibOf,
      ),
    );
  }
  const extra = fedHome && oneHome ? fedHome.requests - oneHome.requests : null;
  results.push(
    check(
      'cold JS requests / vs one-bundle',
      extra,
      `≤ +${BUDGETS.extraJsRequests}`,
      (n) => n <= BUDGETS.extraJsRequests,
      (n) => (n >= 0 ? `+${n}` : `${n}`),
    ),
  );

  for (const visit of VISITS) {
    for (const preset of PRESETS) {
      for (const page of PAGES) {
        const measured = lighthouseOf(fed.lh, page.key, preset, visit);
        const min = BUDGETS.performance[preset];
        const where = `${page.path} (${visit} visit)`;
        results.push(
          check(
            `${preset} performance ${where}`,
            measured?.performance ?? null,
            preset === 'desktop' ? `= ${min}` : `≥ ${min}`,
            (s) => s >= min,
            String,
          ),
        );
        for (const [key, label] of [
          ['accessibility', 'accessibility'],
          ['bestPractices', 'best practices'],
          ['seo', 'SEO'],
        ] as const) {
          results.push(
            check(
              `${preset} ${label} ${where}`,
              measured?.[key] ?? null,
              `≥ ${BUDGETS.otherScores}`,
              (s) => s >= BUDGETS.otherScores,
              String,
            ),
          );
        }
        if (preset !== 'mobile') continue;
        results.push(
          check(`mobile TBT ${where}`, measured?.tbt ?? null, `≤ ${BUDGETS.tbtMs} ms`, (t) => t <= BUDGETS.tbtMs, ms),
          check(
            `mobile CLS ${where}`,
            measured?.cls ?? null,
            `= ${BUDGETS.cls}`,
            (value) => Math.round(value * 1000) / 1000 <= BUDGETS.cls,
            (value) => value.toFixed(3),
          ),
        );
      }
    }
  }

  for (const target of ['organizer', 'provider'] as const) {
    const click = clickOf(fed.click, target);
    results.push(
      check(
        `click to unloaded ${target} remote`,
        click?.medianMs ?? null,
        `< ${BUDGETS.clickMs} ms`,
        (t) => t < BUDGETS.clickMs,
        ms,
      ),
    );
  }
  return results;
}

export const failed = (results: readonly BudgetResult[]) => results.some((result) => result.status === 'FAIL');
