/**
 * The budgets of issues 7 and 14, and the arithmetic behind them. Pure: everything here is checked by
 * __tests__/budgets.test.ts without a browser.
 */
import { FEDERATED_PACKAGES } from './build-times.ts';
import {
  LIGHTHOUSE_KEYS,
  PAGES,
  PRESETS,
  type ClickResult,
  type Figures,
  type LighthouseFigures,
  type LighthousePage,
  type PageJs,
  type PageKey,
  type Preset,
} from './figures.ts';

export const BUDGETS = {
  buildSeconds: 60,
  /** Federated mobile LCP at most this many times the one-bundle's. */
  lcpRatio: 1.1,
  /** Cold-load JS (gzip) of `/` at most this many times the one-bundle's. */
  jsGzipRatio: 1.2,
  /** Cold-load JS requests on `/` at most this many more than the one-bundle's. */
  extraJsRequests: 4,
  performance: { mobile: 95, desktop: 100 } satisfies Record<Preset, number>,
  /** The marketplace's pages (issue 14): their photos and search answers are part of the load. */
  marketplacePerformance: { mobile: 90, desktop: 100 } satisfies Record<Preset, number>,
  /** Mobile cumulative layout shift, every page, as Lighthouse shows it (three decimals). */
  cls: 0,
  /** Accessibility, best practices and SEO, every page and preset. */
  otherScores: 95,
  clickMs: 300,
} as const;

export type Status = 'PASS' | 'FAIL' | 'SKIP';
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
  if (actual === null || Number.isNaN(actual)) return { budget, actual: 'not measured', limit, status: 'SKIP' };
  return { budget, actual: show(actual), limit, status: passes(actual) ? 'PASS' : 'FAIL' };
}

const lighthouseOf = (pages: LighthousePage[] | undefined, page: PageKey, preset: Preset) =>
  pages?.find((entry) => entry.page === page && entry.preset === preset)?.median;
const jsOf = (pages: PageJs[] | undefined, page: PageKey) => pages?.find((entry) => entry.page === page)?.cold;
const clickOf = (clicks: ClickResult[] | undefined, target: string) => clicks?.find((entry) => entry.target === target);

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

  for (const page of PAGES) {
    const lcp = ratio(lighthouseOf(fed.lh, page.key, 'mobile')?.lcp, lighthouseOf(one.lh, page.key, 'mobile')?.lcp);
    results.push(
      check(
        `mobile LCP ${page.path} vs one-bundle`,
        lcp,
        `≤ ${times(BUDGETS.lcpRatio)}`,
        (r) => r <= BUDGETS.lcpRatio,
        times,
      ),
    );
  }

  const fedHome = jsOf(fed.js, 'home');
  const oneHome = jsOf(one.js, 'home');
  results.push(
    check(
      'cold JS gzip / vs one-bundle',
      ratio(fedHome?.gzip, oneHome?.gzip),
      `≤ ${times(BUDGETS.jsGzipRatio)}`,
      (r) => r <= BUDGETS.jsGzipRatio,
      times,
    ),
  );
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

  for (const preset of PRESETS) {
    for (const page of PAGES) {
      const figures = lighthouseOf(fed.lh, page.key, preset);
      const min = (page.marketplace ? BUDGETS.marketplacePerformance : BUDGETS.performance)[preset];
      results.push(
        check(
          `${preset} performance ${page.path}`,
          figures?.performance ?? null,
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
            `${preset} ${label} ${page.path}`,
            figures?.[key] ?? null,
            `≥ ${BUDGETS.otherScores}`,
            (s) => s >= BUDGETS.otherScores,
            String,
          ),
        );
      }
    }
  }

  for (const page of PAGES) {
    const cls = lighthouseOf(fed.lh, page.key, 'mobile')?.cls;
    results.push(
      check(
        `mobile CLS ${page.path}`,
        cls ?? null,
        `= ${BUDGETS.cls}`,
        (value) => Math.round(value * 1000) / 1000 <= BUDGETS.cls,
        (value) => value.toFixed(3),
      ),
    );
  }

  results.push(...againstHome(figures));

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

/**
 * Issue 14: the federation may cost a marketplace page no more, relative to one bundle, than it
 * costs `/` in the same run: its mobile LCP ratio and its cold-load JS gzip ratio.
 */
function againstHome(figures: Figures): BudgetResult[] {
  const fed = { lh: figures.lighthouse.federated, js: figures.js.federated };
  const one = { lh: figures.lighthouse['one-bundle'], js: figures.js['one-bundle'] };
  const lcpRatio = (key: PageKey) =>
    ratio(lighthouseOf(fed.lh, key, 'mobile')?.lcp, lighthouseOf(one.lh, key, 'mobile')?.lcp);
  const jsRatio = (key: PageKey) => ratio(jsOf(fed.js, key)?.gzip, jsOf(one.js, key)?.gzip);
  const results: BudgetResult[] = [];
  for (const page of PAGES.filter((spec) => spec.marketplace)) {
    for (const [figure, of] of [
      ['mobile LCP', lcpRatio],
      ['cold JS gzip', jsRatio],
    ] as const) {
      const home = of('home');
      const actual = of(page.key);
      results.push(
        check(
          `${figure} ${page.path} vs one-bundle, against /`,
          home === null ? null : actual,
          home === null ? '≤ / (not measured)' : `≤ ${times(home)} (/)`,
          (value) => home !== null && value <= home,
          times,
        ),
      );
    }
  }
  return results;
}

export const failed = (results: readonly BudgetResult[]) => results.some((result) => result.status === 'FAIL');
