/**
 * "The time from clicking a link to a page of a remote not yet loaded until its content shows",
 * measured inside the page: a capturing click listener notes performance.now(), a
 * MutationObserver notes when the target page's h1 is in the DOM. Playwright's own round trips
 * are outside the interval.
 */
import type { Browser, Page } from '@playwright/test';
import { contextWithView, settleServiceWorker, watchPage } from './browser.ts';
import { median } from './budgets.ts';
import type { ClickKey, ClickResult, View } from './figures.ts';

export type ClickTarget = {
  key: ClickKey;
  view: View;
  /** The h1 of `/` in that view: the start page is there. */
  startHeading: string;
  /** Where the link is, its accessible name, and what it is called in the report. */
  within: 'header' | 'main';
  linkName: string;
  description: string;
  heading: string;
  /** The remote that renders the target page (federated build). */
  remote: string;
};

/**
 * At 1280 px the header shows Home, How It Works?, Our Events, Our Providers and About Us, plus
 * Login and Register: only "Our Providers" (/directory) is a remote's page, the organizer's.
 * No header link leads to a provider page for a visitor who is not signed in, so the provider
 * case clicks the provider home's own "find events" link (/events).
 */
export const CLICK_TARGETS: readonly ClickTarget[] = [
  {
    key: 'organizer',
    view: 'organizer',
    startHeading: "Plan Your Child's Next Party",
    within: 'header',
    linkName: 'Our Providers',
    description: 'header "Our Providers" → /directory',
    heading: 'Our Providers',
    remote: 'remote_organizer',
  },
  {
    key: 'provider',
    view: 'provider',
    startHeading: 'Why Choose Us?',
    within: 'main',
    linkName: 'find events',
    description: '/ "find events" → /events',
    heading: 'Find Events',
    remote: 'remote_provider',
  },
];

type Marks = { clickAt: number | null; shownAt: number | null };
declare global {
  interface Window {
    __benchClick?: Marks;
  }
}

/**
 * Installed after the start page has settled, before the click. (No named functions inside:
 * tsx would wrap them in a helper that does not exist in the page.)
 */
function instrument(page: Page, heading: string): Promise<void> {
  return page.evaluate((target) => {
    const marks: Marks = { clickAt: null, shownAt: null };
    window.__benchClick = marks;
    window.addEventListener('click', () => void (marks.clickAt ??= performance.now()), { capture: true });
    const observer = new MutationObserver(() => {
      if (marks.clickAt === null || marks.shownAt !== null) return;
      if (!Array.from(document.querySelectorAll('h1')).some((h1) => h1.textContent?.trim() === target)) return;
      marks.shownAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, heading);
}

export type ClickSample = { ms: number; remoteLoaded: boolean | null };

/** One click in a fresh context (nothing cached, no remote loaded yet) from `/` after it has settled. */
export async function clickOnce(
  browser: Browser,
  site: { url: string; remoteBases: Map<string, string> },
  target: ClickTarget,
): Promise<ClickSample> {
  // Its origin, or its path on the site's: either way a URL under `<base>/` is one of its files.
  const remoteBase = site.remoteBases.get(target.remote) ?? null;
  const context = await contextWithView(browser, target.view);
  try {
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await watch.waitForHeading(target.startHeading);
    await settleServiceWorker(page);
    const remoteLoaded = remoteBase
      ? await page.evaluate(
          (base) => performance.getEntriesByType('resource').some((entry) => entry.name.startsWith(`${base}/`)),
          remoteBase,
        )
      : null;
    await instrument(page, target.heading);
    await page.locator(target.within).getByRole('link', { name: target.linkName, exact: true }).click();
    const timed = await page
      .waitForFunction(() => window.__benchClick?.shownAt != null, undefined, { timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (!timed) {
      await watch.waitForHeading(target.heading, 1_000); // throws, saying what the page shows
      throw new Error(`"${target.heading}" showed, but the click or the heading was not seen by the page's listeners`);
    }
    const marks = await page.evaluate(() => window.__benchClick!);
    return { ms: marks.shownAt! - marks.clickAt!, remoteLoaded };
  } finally {
    await context.close();
  }
}

export function clickResult(target: ClickTarget, samples: readonly ClickSample[]): ClickResult {
  const loaded = samples.map((sample) => sample.remoteLoaded).filter((value): value is boolean => value !== null);
  return {
    target: target.key,
    link: target.description,
    heading: target.heading,
    runsMs: samples.map((sample) => sample.ms),
    medianMs: median(samples.map((sample) => sample.ms)),
    remoteLoadedBeforeClick: loaded.length ? loaded.some(Boolean) : null,
  };
}
