import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { MAIN_SITE_URL } from '../support/ports.ts';

type Registry = { remotes: Record<string, { entry: string }> };

/** Each remote's remoteEntry.js, by name, as the registry names it for the site. */
async function entryUrls(page: Page): Promise<Map<string, string>> {
  const registry = (await (await page.request.get('/registry.json')).json()) as Registry;
  return new Map(
    Object.entries(registry.remotes).map(([name, { entry }]) => [name, new URL(entry, MAIN_SITE_URL).href]),
  );
}

/** The remotes whose remoteEntry.js the page asks for, by name, in the order it asks. */
async function entriesRequested(page: Page): Promise<() => string[]> {
  const names = new Map([...(await entryUrls(page))].map(([name, url]) => [url, name]));
  const seen: string[] = [];
  page.on('request', (request) => {
    const name = names.get(request.url());
    if (name && !seen.includes(name)) seen.push(name);
  });
  return () => seen.filter((name) => name === 'remote_shell' || name.startsWith('remote_organizer'));
}

const storeChoice = (page: Page) =>
  page.addInitScript(() => {
    if (localStorage.getItem('user-consent')) return;
    localStorage.setItem('user-consent', 'accepted');
    localStorage.setItem('consent-timestamp', String(Date.now()));
  });

const BUSINESS_PAGE = '/pages/magic-mikes-magic-shows';

const cookieBanner = (page: Page) => page.getByRole('button', { name: 'Accept Cookies' });

test.describe("a page group's first view loads first the remote that draws its largest paint", () => {
  test("while the cookie banner shows, the shell (the banner) first, and the group's entry only once the banner is drawn", async ({
    organizerPage: page,
    pageErrors,
  }) => {
    const order = await entriesRequested(page);
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.body?.innerText.includes('We would like to use cookies')) return;
        Object.assign(window, { bannerAddedAt: performance.now() });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/account');
    await expect(cookieBanner(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
    expect(order()).toEqual(['remote_shell', 'remote_organizer']);
    const groupEntry = (await entryUrls(page)).get('remote_organizer')!;
    const { bannerAddedAt, groupEntryAskedAt, mainArrivedAt } = await page.evaluate(
      (entry) => ({
        bannerAddedAt: (window as unknown as { bannerAddedAt: number }).bannerAddedAt,
        groupEntryAskedAt: performance.getEntriesByName(entry, 'resource')[0]!.startTime,
        mainArrivedAt: (
          performance.getEntriesByName(
            new URL('/main.js', location.href).href,
            'resource',
          )[0] as PerformanceResourceTiming
        ).responseEnd,
      }),
      groupEntry,
    );
    // The group waits for the banner, or at most SECOND_WAIT_MS (host/src/remotes/first-view-order.ts,
    // 1 s) from when main.js starts the order, so a slow shell never hides the page: on a busy machine
    // the banner can take longer than that, and the entry is then asked for at the wait's end.
    const waitEnded = mainArrivedAt + 1_000;
    expect(groupEntryAskedAt, `banner at ${bannerAddedAt} ms, main.js at ${mainArrivedAt} ms`).toBeGreaterThan(
      Math.min(bannerAddedAt, waitEnded),
    );
    expect(pageErrors).toEqual([]);
  });

  test('once a choice is stored, the page group (its content) first', async ({ organizerPage: page, pageErrors }) => {
    await storeChoice(page);
    const order = await entriesRequested(page);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
    await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
    await expect(cookieBanner(page)).toHaveCount(0);
    expect(order()).toEqual(['remote_organizer', 'remote_shell']);
    expect(pageErrors).toEqual([]);
  });

  test('on a page whose HTML names its photo, the page group first even beside the banner', async ({
    organizerPage: page,
    pageErrors,
  }) => {
    // The site's server waits for the API's head a moment only: once it has it, the HTML names the photo.
    await expect
      .poll(async () => (await page.request.get(BUSINESS_PAGE)).text())
      .toContain('<link rel="preload" as="image"');
    const order = await entriesRequested(page);
    await page.goto(BUSINESS_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Magic Mike's Magic Shows");
    await expect(cookieBanner(page)).toBeVisible();
    expect(order()).toEqual(['remote_organizer', 'remote_shell']);
    expect(pageErrors).toEqual([]);
  });
});

test("the results' first view draws the search before any remote renders", async ({
  organizerPage: page,
  pageErrors,
}) => {
  await storeChoice(page);
  // What appears first of the first card and the shell's header, seen as the page builds itself.
  await page.addInitScript(() => {
    const seen: Array<{ what: string; at: number }> = [];
    Object.assign(window, { firstSeen: seen });
    const note = (what: string, selector: string) => {
      if (!seen.some((entry) => entry.what === what) && document.querySelector(selector))
        seen.push({ what, at: performance.now() });
    };
    new MutationObserver(() => {
      note('card', 'main article');
      note('header', 'header a');
    }).observe(document, { childList: true, subtree: true });
  });
  const path = '/results?category=Magicians&postcode=BS1';
  await expect.poll(async () => (await page.request.get(path)).text()).toContain('<link rel="preload" as="fetch"');
  await page.goto(path);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
  const { seen, mainArrivedAt } = await page.evaluate(() => ({
    seen: (window as unknown as { firstSeen: Array<{ what: string; at: number }> }).firstSeen,
    mainArrivedAt: (
      performance.getEntriesByName(new URL('/main.js', location.href).href, 'resource')[0] as PerformanceResourceTiming
    ).responseEnd,
  }));
  expect(seen.map(({ what }) => what).sort()).toEqual(['card', 'header']);
  // The shell waits for the card, or at most SECOND_WAIT_MS (host/src/remotes/first-view-order.ts,
  // 1 s) from when main.js starts the order: on a busy machine the search can take longer than that.
  const header = seen.find(({ what }) => what === 'header')!;
  if (seen[0]!.what === 'header')
    expect(header.at, `the header came before the card at ${header.at} ms`).toBeGreaterThanOrEqual(
      mainArrivedAt + 1_000,
    );
  expect(pageErrors).toEqual([]);
});
