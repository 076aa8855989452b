/** The shapes every part of the benchmark fills in, and `--json` writes. */
import type { BuildTiming } from './build-times.ts';
import type { LcpPath } from './lcp-steps.ts';

export type BuildName = 'federated' | 'one-bundle';
export const BUILD_NAMES: readonly BuildName[] = ['federated', 'one-bundle'];

export type View = 'organizer' | 'provider';
export type PageKey = 'home' | 'organizer' | 'provider' | 'results' | 'business' | 'event';

/**
 * A first visit: nothing cached and no cookie choice yet (the consent banner shows). A returning
 * visit: the same page loaded before in that browser (HTTP cache and service worker primed) and
 * the cookie choice made.
 */
export type Visit = 'first' | 'returning';
export const VISITS: readonly Visit[] = ['first', 'returning'];

export type PageSpec = {
  key: PageKey;
  path: string;
  view: View;
  heading: string;
  /** Rendered by a page-group remote: its first screen may cost that remote's entry more than `/`. */
  pageGroup?: true;
};

/**
 * `/` and one page of each page-group remote; the shell and the bell are on every page. Then
 * the marketplace's pages families land on, over the demo data: a search, a business and an
 * event. Every page is loaded as a visitor, as a search engine or a shared link brings people;
 * an event asks a visitor to sign in, which is what such a link shows first.
 */
export const PAGES: readonly PageSpec[] = [
  { key: 'home', path: '/', view: 'organizer', heading: "Plan Your Child's Next Party" },
  { key: 'organizer', path: '/account', view: 'organizer', heading: 'My Account', pageGroup: true },
  { key: 'provider', path: '/quotes', view: 'provider', heading: 'My Quotes', pageGroup: true },
  {
    key: 'results',
    path: '/results?category=Magicians&postcode=BS1',
    view: 'organizer',
    heading: 'Search Results',
  },
  {
    key: 'business',
    path: '/pages/magic-mikes-magic-shows',
    view: 'organizer',
    heading: "Magic Mike's Magic Shows",
    pageGroup: true,
  },
  {
    key: 'event',
    path: '/event/6f1c2a7e-0d7b-4c39-9a51-3b8e2f4d5c60',
    view: 'organizer',
    heading: 'Event Details',
    pageGroup: true,
  },
];

/** The JavaScript one page load fetched. Bytes are summed over the scripts. */
export type JsLoad = {
  requests: number;
  /** Decoded script bodies. */
  raw: number;
  /** Each body compressed as the build's precompressed copies are (gzip -9, brotli q11). */
  gzip: number;
  brotli: number;
  /** What actually came over the network, headers included (0 for a script served from a cache). */
  transferred: number;
  /** Requests that reached the server (304 revalidations included) vs answered by the HTTP cache or service worker. */
  network: number;
  revalidated: number;
  cached: number;
  /** gzip bytes of each `remoteEntry.js` fetched, by URL: what a remote's first screen may add. */
  entries: Record<string, number>;
};

export type PageJs = { page: PageKey; cold: JsLoad; warm: JsLoad };

export type Preset = 'mobile' | 'desktop';
export const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

/** Lighthouse figures: times in ms, scores 0–100. */
export type LighthouseFigures = {
  fcp: number;
  lcp: number;
  tbt: number;
  /** Cumulative layout shift (unitless). */
  cls: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};
export const LIGHTHOUSE_KEYS: readonly (keyof LighthouseFigures)[] = [
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
];

/** An audit of a scored category that did not pass, as Lighthouse described it. */
export type FailedAudit = { category: string; id: string; title: string; score: number | null; items: string[] };

/** A simulated main-thread task of 50 ms or more (`long-tasks.ts`); `url` is the script Lighthouse attributes it to, or ''. */
export type LongTask = { url: string; startMs: number; durationMs: number };

export type LighthousePage = {
  page: PageKey;
  preset: Preset;
  visit: Visit;
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  /** From the run nearest the median (audits rarely differ between runs). */
  failedAudits: FailedAudit[];
  warnings: string[];
  /** `--lcp-path`, mobile: the simulated LCP of the run nearest the median, step by step. */
  lcpPath?: LcpPath | null;
  /** The run nearest the median: its simulated tasks of 50 ms or more (`--long-tasks` prints the mobile ones). */
  longTasks?: LongTask[];
  /**
   * Lighthouse's benchmark index of each run: how fast this machine's CPU ran a fixed task just
   * before the load (higher is faster). The simulated phone is this machine slowed four times, so
   * TBT scales with it; figures are comparable across days only at a like index.
   */
  benchmarkIndex?: number[];
};

export type ClickKey = 'organizer' | 'provider';
export type ClickResult = {
  target: ClickKey;
  /** What was clicked and what it waits for. */
  link: string;
  heading: string;
  runsMs: number[];
  medianMs: number;
  /** Federated only: whether the target remote's entry had been fetched before the click (it should not). */
  remoteLoadedBeforeClick: boolean | null;
};

export type Figures = {
  startedAt: string;
  builds: BuildTiming[];
  js: Partial<Record<BuildName, PageJs[]>>;
  lighthouse: Partial<Record<BuildName, LighthousePage[]>>;
  click: Partial<Record<BuildName, ClickResult[]>>;
};

/**
 * The mobile Lighthouse entries, page by page in PAGES' order and build by build, each with the
 * title the listings give it ("federated /account (first visit)").
 */
export function mobileEntries(figures: Figures): Array<{ title: string; entry: LighthousePage }> {
  const listed: Array<{ title: string; entry: LighthousePage }> = [];
  for (const page of PAGES)
    for (const [build, entries] of Object.entries(figures.lighthouse))
      for (const entry of entries ?? [])
        if (entry.page === page.key && entry.preset === 'mobile')
          listed.push({ title: `${build} ${page.path} (${entry.visit} visit)`, entry });
  return listed;
}
