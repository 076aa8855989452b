import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/** Every host the consent-gated analytics may reach. None of them is contacted for real. */
const ANALYTICS_HOSTS = [
  'https://www.googletagmanager.com/**',
  'https://www.google-analytics.com/**',
  'https://*.google-analytics.com/**',
  'https://www.clarity.ms/**',
  'https://*.clarity.ms/**',
];

type Seen = { url: string; at: number };

/** Answers analytics scripts with a tiny local stub and records each request. */
async function stubAnalytics(page: Page): Promise<Seen[]> {
  const seen: Seen[] = [];
  for (const pattern of ANALYTICS_HOSTS) {
    // The stub marks that it ran: a request the page's CSP blocked would never get that far.
    await page.route(pattern, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: `(window.__analyticsStubs = window.__analyticsStubs || []).push(${JSON.stringify(new URL(route.request().url()).hostname)});`,
      }),
    );
  }
  page.on('request', (request: Request) => {
    if (/^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|clarity\.ms)\//.test(request.url())) {
      seen.push({ url: request.url(), at: Date.now() });
    }
  });
  return seen;
}

/** gtag's dataLayer holds `arguments` objects: read each as an array. */
const pageViewPaths = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (args[2] as { page_path: string }).page_path),
  );

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

test('nothing reaches an analytics host before a choice, nor after Decline', async ({
  organizerPage: page,
  pageErrors,
}) => {
  const seen = await stubAnalytics(page);
  await page.goto('/about');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  await page.waitForTimeout(2_500);
  expect(seen).toEqual([]);

  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('user-consent'))).toBe('declined');
  await nav(page, 'Our Providers').click();
  await nav(page, 'About Us').click();
  await page.waitForTimeout(2_500);
  expect(seen).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(pageErrors).toEqual([]);
});

test('after Accept, analytics load (session recording 2 s later) and each navigation sends a page view', async ({
  organizerPage: page,
  pageErrors,
}) => {
  const seen = await stubAnalytics(page);
  await page.goto('/about');
  const acceptedAt = Date.now();
  await banner(page).getByRole('button', { name: 'Accept Cookies' }).click();
  await expect(banner(page)).toBeHidden();

  await expect
    .poll(() => seen.map((s) => s.url))
    .toContain('https://www.googletagmanager.com/gtag/js?id=G-KIDSEVENTS1');
  await expect.poll(() => seen.some((s) => s.url.startsWith('https://www.clarity.ms/tag/'))).toBe(true);
  const clarity = seen.find((s) => s.url.startsWith('https://www.clarity.ms/tag/'))!;
  expect(clarity.url).toBe('https://www.clarity.ms/tag/kidsevents1');
  expect(clarity.at - acceptedAt).toBeGreaterThanOrEqual(1_900);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __analyticsStubs?: string[] }).__analyticsStubs ?? []))
    .toEqual(['www.googletagmanager.com', 'www.clarity.ms']);

  // The page accepted on counts, then one per navigation.
  await expect.poll(() => pageViewPaths(page)).toEqual(['/about']);
  await nav(page, 'Our Providers').click();
  await expect(page).toHaveURL(/\/directory$/);
  await expect.poll(() => pageViewPaths(page)).toEqual(['/about', '/directory']);
  await nav(page, 'How It Works?').click();
  await expect.poll(() => pageViewPaths(page)).toEqual(['/about', '/directory', '/howitworks']);
  expect(pageErrors).toEqual([]);
});

test('Decline from Cookie settings stops tracking', async ({ organizerPage: page, pageErrors }) => {
  await stubAnalytics(page);
  await page.goto('/about');
  await banner(page).getByRole('button', { name: 'Accept Cookies' }).click();
  await expect.poll(() => pageViewPaths(page)).toEqual(['/about']);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toBeFocused();
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await nav(page, 'Our Providers').click();
  await expect(page).toHaveURL(/\/directory$/);
  await page.waitForTimeout(1_000);
  expect(await pageViewPaths(page)).toEqual(['/about']);
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)['ga-disable-G-KIDSEVENTS1'])).toBe(
    true,
  );
  expect(pageErrors).toEqual([]);
});

test('an expired decline is cleared at load, and one that expires while the page is open brings the banner back', async ({
  organizerPage: page,
}) => {
  const seen = await stubAnalytics(page);
  // Declined just over an hour ago.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('user-consent', 'declined');
    localStorage.setItem('consent-timestamp', String(Date.now() - 3_600_001));
  });
  await page.goto('/about');
  await expect(banner(page)).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('user-consent'), localStorage.getItem('consent-timestamp')]),
  ).toEqual([null, null]);

  // Declined 1 hour less 5 seconds ago: hidden now, back once the hour is up.
  await page.evaluate(() => {
    localStorage.setItem('user-consent', 'declined');
    localStorage.setItem('consent-timestamp', String(Date.now() - 3_600_000 + 5_000));
  });
  await page.reload();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await expect(banner(page)).toBeVisible({ timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('user-consent'))).toBeNull();
  expect(seen).toEqual([]);
});
