import { expect, test } from '../support/fixtures.ts';

const background = (locator: import('@playwright/test').Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);
const color = (locator: import('@playwright/test').Locator) =>
  locator.evaluate((element) => getComputedStyle(element).color);

test('one store across roots: the theme set in the header restyles the host and another remote at once', async ({
  organizerPage: page,
  pageErrors,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('themeMode', 'light'));
  await page.goto('/account');
  const pageHeading = page.getByRole('heading', { level: 1, name: 'My Account' });
  await expect(pageHeading).toBeVisible();
  const lightBody = await background(page.locator('body'));
  const lightHeading = await color(pageHeading);
  const lightFooter = await background(page.getByRole('contentinfo'));

  // The toggle lives in remote-shell's root; the heading in remote-organizer's; body in the host's.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect.poll(() => background(page.locator('body'))).not.toBe(lightBody);
  await expect.poll(() => color(pageHeading)).not.toBe(lightHeading);
  await expect.poll(() => background(page.getByRole('contentinfo'))).not.toBe(lightFooter);
  expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('dark');
  expect(pageErrors).toEqual([]);
});

test('the theme choice survives a reload, in every remote', async ({ organizerPage: page }) => {
  await page.goto('/account');
  await page.evaluate(() => localStorage.setItem('themeMode', 'dark'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  const body = await background(page.locator('body'));
  expect(body).toBe('rgb(20, 17, 31)');
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
});

test('react, react-dom, the router, styled-components and the store are fetched once', async ({
  organizerPage: page,
}) => {
  const scripts: Array<{ url: string; body: string }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    scripts.push({ url: response.url(), body: await response.text() });
  });
  // One page load that mounts all four remotes' code: header, footer, bell, both page groups.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await page.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await page.evaluate(() => window.history.pushState(null, '', '/quotes'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Quotes' })).toBeVisible();

  // Markers found in exactly one module of each package's production build.
  const markers: Record<string, RegExp> = {
    react: /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=[^=]/,
    'react-dom': /__reactContainer\$/,
    'react-router': /You cannot render a <Router> inside another/,
    'styled-components': /data-styled/,
  };
  for (const [name, marker] of Object.entries(markers)) {
    const holders = scripts.filter((script) => marker.test(script.body)).map((script) => script.url);
    expect(holders, `${name} should be fetched exactly once`).toHaveLength(1);
  }

  // Each singleton was loaded from one container's copy, whichever remotes also offered it.
  const loaded = await page.evaluate(() => {
    type Entry = { loaded?: boolean; lib?: unknown; from: string };
    const share = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const copies: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded || entry.lib)
              copies[pkg] = [...new Set([...(copies[pkg] ?? []), `${version}@${entry.from}`])];
          }
        }
      }
    }
    return copies;
  });
  for (const pkg of [
    'react',
    'react-dom',
    'react-dom/client',
    'react-router-dom',
    'styled-components',
    'zustand',
    'single-spa',
    'shared/store',
    'shared/theme',
    'shared/remote-slot',
    'shared/parcel',
  ]) {
    expect(loaded[pkg], `${pkg} loaded copies`).toHaveLength(1);
  }
});
