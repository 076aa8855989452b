import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { preloadedScreenChunks, requestedPaths } from '../support/screen-preloads.ts';

/** `/`'s two first views: the view chooser (no view stored) and the organizer home. */
const CHOOSER_HEADING = 'Welcome! How will you use the platform?';
const HOME_HEADING = "Plan Your Child's Next Party";

/** The host's public pages, prerendered at build time: each one's heading and a line of its text. */
const PUBLIC_PAGES = [
  { path: '/', heading: HOME_HEADING, text: 'Prefer to look around first?' },
  { path: '/howitworks', heading: 'How It Works', text: '' },
  { path: '/faq', heading: 'Frequently Asked Questions', text: 'Does it cost anything to ask for a quote?' },
  { path: '/about', heading: 'About Us', text: '' },
  { path: '/terms', heading: 'Terms of Service', text: '' },
  { path: '/privacy', heading: 'Privacy Policy', text: '' },
  { path: '/contact', heading: 'Contact Us', text: 'Our team is happy to help.' },
];

/** The header's reserved height (shared/contracts HEADER_HEIGHT) at a desktop width and a phone's. */
const HEADER_BAND = { desktop: 93, phone: 101 };

/**
 * The band held for the header and the <main> below it, as drawn (without JavaScript, the
 * page's <noscript> line sits above them).
 */
const frameGeometry = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main#main')!.getBoundingClientRect();
    const band = document.querySelector('main#main')!.previousElementSibling!.getBoundingClientRect();
    return { bandHeight: band.height, mainBelowBand: main.top - band.bottom, mainHeight: main.height };
  });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, text } of PUBLIC_PAGES) {
    test(`${path} arrives drawn: its heading and text in the frame, styles inline`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['content-type']).toContain('text/html');
      expect(response?.headers()['cache-control']).toBe('no-cache');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      if (text) await expect(page.getByText(text)).toBeVisible();
      expect(await frameGeometry(page)).toMatchObject({ bandHeight: HEADER_BAND.desktop, mainBelowBand: 0 });
      // Nothing on the first paint's path: no stylesheet to fetch, no script that blocks parsing.
      const blocking = await page.evaluate(() => ({
        stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
        inlineStyles: document.querySelectorAll('head style[data-styled]').length,
        blockingScripts: [...document.scripts].filter((script) => script.src && !script.async && !script.defer).length,
      }));
      expect(blocking).toEqual({ stylesheets: 0, inlineStyles: 1, blockingScripts: 0 });
    });
  }

  test('a path with no page of its own paints the frame and the spinner where its screen goes', async ({ page }) => {
    await page.goto('/results?category=Magicians&postcode=BS1');
    await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
    const viewport = page.viewportSize()!;
    expect(await frameGeometry(page)).toEqual({
      bandHeight: HEADER_BAND.desktop,
      mainBelowBand: 0,
      mainHeight: viewport.height - HEADER_BAND.desktop,
    });
    // The spinner covers the screen below the header's band.
    expect(await page.getByRole('status', { name: 'Loading…' }).boundingBox()).toEqual({
      x: 0,
      y: HEADER_BAND.desktop,
      width: viewport.width,
      height: viewport.height - HEADER_BAND.desktop,
    });
  });

  test("on a phone the band is the phone header's height", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/faq');
    expect(await frameGeometry(page)).toMatchObject({ bandHeight: HEADER_BAND.phone, mainBelowBand: 0 });
  });
});

test.describe("/ before the app's scripts run", () => {
  // Only the page's inline head script runs: main.js and every other script never arrive.
  test.beforeEach(async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
  });

  test('a first visit shows the view chooser alone: no home, no header band', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dataset.firstVisit)).toBe('true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CHOOSER_HEADING);
    await expect(page.getByRole('button', { name: /Organizer/ })).toBeVisible();
    await expect(page.getByText(HOME_HEADING)).toBeHidden();
    await expect(page.locator('main#main')).toBeHidden();
    // Nothing refused: the Content-Security-Policy allows the inline script by its hash.
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });

  test('a returning visitor sees their home in the layout, the chooser hidden', async ({ organizerPage: page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.dataset.firstVisit)).toBe('false');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
    await expect(page.getByText(CHOOSER_HEADING)).toBeHidden();
    expect(await frameGeometry(page)).toMatchObject({ bandHeight: HEADER_BAND.desktop, mainBelowBand: 0 });
  });
});

/**
 * Records, from before any script of the page runs, the first shown h1 the HTML brings (`/`
 * brings two, one of them hidden) and every layout shift; read back with `firstPaintRecord`.
 */
async function recordFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { heading: null as Element | null, text: '', shifts: 0 };
    (window as unknown as { __firstPaint: typeof record }).__firstPaint = record;
    new MutationObserver((_, observer) => {
      record.heading = [...document.querySelectorAll('h1')].find((heading) => heading.checkVisibility()) ?? null;
      if (!record.heading) return;
      record.text = record.heading.textContent ?? '';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) record.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const firstPaintRecord = (page: Page) =>
  page.evaluate(() => {
    const record = (window as unknown as { __firstPaint: { heading: Element | null; text: string; shifts: number } })
      .__firstPaint;
    return {
      sameHeading: record.heading !== null && record.heading === document.querySelector('h1'),
      shifts: record.shifts,
    };
  });

/** The text of the first h1 shown, as recorded by `recordFirstPaint`. */
const firstHeadingText = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstPaint: { text: string } }).__firstPaint.text);

/** Console errors (React reports a hydration mismatch there) and uncaught errors. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The shell's header has mounted (its parcel arrives after hydration). */
const headerMounted = (page: Page) =>
  expect(page.getByRole('banner').getByRole('link', { name: 'About Us' })).toBeVisible();

test.describe('with JavaScript', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} hydrates the prerendered page: the same heading element, no error, no shift`, async ({
      organizerPage: page,
    }) => {
      const errors = watchErrors(page);
      await recordFirstPaint(page);
      await page.goto(path);
      await headerMounted(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(errors).toEqual([]);
      expect(await firstPaintRecord(page)).toEqual({ sameHeading: true, shifts: 0 });
    });
  }

  for (const { path, text } of [
    { path: '/faq', text: 'Does it cost anything to ask for a quote?' },
    // The results are drawn by the browser (they read the query), but their code is known.
    { path: '/results?category=Magicians&postcode=BS1', text: 'Search Results' },
  ])
    test(`${path}: the HTML preloads the screen's code, and the page uses what it preloaded`, async ({
      organizerPage: page,
    }) => {
      const errors = watchErrors(page);
      const fetched = requestedPaths(page);
      await page.goto(path);
      await headerMounted(page);
      const preloaded = await preloadedScreenChunks(page);
      expect(preloaded).not.toHaveLength(0);
      // Fetched once each: the screen's loader took the preloaded response rather than asking again.
      for (const chunk of preloaded) expect(fetched.filter((url) => url === chunk)).toEqual([chunk]);
      // And it is the screen's code: the page's text is in what was preloaded.
      const code = await Promise.all(preloaded.map(async (chunk) => (await page.request.get(chunk)).text()));
      expect(code.join('')).toContain(text);
      expect(errors).toEqual([]);
    });

  test('a hydrated page navigates on the client', async ({ organizerPage: page }) => {
    const errors = watchErrors(page);
    await page.goto('/faq');
    await headerMounted(page);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a path with no page of its own hydrates the frame and draws its screen, without shifting', async ({
    organizerPage: page,
  }) => {
    const errors = watchErrors(page);
    await recordFirstPaint(page);
    await page.goto('/nowhere-at-all');
    await headerMounted(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await firstPaintRecord(page)).shifts).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a first visit to / paints the view chooser first and keeps it once hydrated: no error, no shift', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await recordFirstPaint(page);
    await page.goto('/');
    // Hydrated: the browser has dropped the home it did not need.
    await expect(page.getByText(HOME_HEADING)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CHOOSER_HEADING);
    expect(await firstHeadingText(page)).toBe(CHOOSER_HEADING);
    expect(await firstPaintRecord(page)).toEqual({ sameHeading: true, shifts: 0 });
    // Bare, as before it was hydrated: no header or footer.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a provider's / is the provider home, and a stored dark theme is applied, without an error", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('selectedView', 'provider');
      window.localStorage.setItem('themeMode', 'dark');
    });
    const errors = watchErrors(page);
    await page.goto('/');
    await headerMounted(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why Choose Us?');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(20, 17, 31)');
    expect(errors).toEqual([]);
  });
});
