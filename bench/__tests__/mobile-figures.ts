import type { Figures, LighthousePage, PageKey, Preset } from '../figures.ts';

/** A Lighthouse entry of one page and preset, first visit, with placeholder figures. */
export function lighthouseEntry(page: PageKey, preset: Preset): LighthousePage {
  const median = { fcp: 1, lcp: 2, tbt: 3, cls: 0, performance: 90, accessibility: 100, bestPractices: 100, seo: 100 };
  return { page, preset, visit: 'first', median, runs: [median], failedAudits: [], warnings: [] };
}

/** A run's figures holding only these Lighthouse entries. */
export const withLighthouse = (lighthouse: Figures['lighthouse']): Figures => ({
  startedAt: '',
  builds: [],
  js: {},
  click: {},
  lighthouse,
});
