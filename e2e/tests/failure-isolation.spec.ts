import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from 'tooling/serve';
import { expect, test } from '../support/fixtures.ts';
import { REPO_ROOT } from '../support/paths.ts';

type ManifestExpose = { path: string; assets: { js: { sync: string[] } } };

/** The chunks only remote-shell's Footer loads (read from the active version's manifest, whatever webpack named them). */
async function footerOnlyChunks(version: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, 'remote-shell', 'dist', version, 'mf-manifest.json'), 'utf8'));
  const sync = (name: string) => (manifest.exposes as ManifestExpose[]).find((expose) => expose.path === name)!.assets.js.sync;
  const header = new Set(sync('./Header'));
  return sync('./Footer').filter((chunk) => !header.has(chunk));
}

type Drill = {
  remote: RemoteName;
  /** Where the remote's slot is. */
  path: string;
  /** Fallback labels shown when it is down. */
  fallbacks: string[];
  /** What the remote shows when it is up. */
  healthy: (page: import('@playwright/test').Page) => import('@playwright/test').Locator;
  /** Something from the other packages that must keep working meanwhile. */
  stillWorks: Array<[path: string, heading: string]>;
};

const DRILLS: Drill[] = [
  {
    remote: 'remote_shell',
    path: '/about',
    fallbacks: ['Header is unavailable right now.', 'Footer is unavailable right now.'],
    healthy: (page) => page.getByRole('navigation', { name: 'Main' }),
    stillWorks: [
      ['/about', 'About Us'],
      ['/account', 'My Account'],
      ['/quotes', 'My Quotes'],
    ],
  },
  {
    remote: 'remote_notifications',
    path: '/about',
    fallbacks: ['Notifications is unavailable right now.'],
    healthy: (page) => page.getByRole('banner'),
    stillWorks: [
      ['/about', 'About Us'],
      ['/account', 'My Account'],
    ],
  },
  {
    remote: 'remote_organizer',
    path: '/account',
    fallbacks: ['Organizer pages is unavailable right now.'],
    healthy: (page) => page.getByRole('heading', { level: 1, name: 'My Account' }),
    stillWorks: [
      ['/quotes', 'My Quotes'],
      ['/faq', 'Frequently Asked Questions'],
    ],
  },
  {
    remote: 'remote_provider',
    path: '/quotes',
    fallbacks: ['Provider pages is unavailable right now.'],
    healthy: (page) => page.getByRole('heading', { level: 1, name: 'My Quotes' }),
    stillWorks: [
      ['/account', 'My Account'],
      ['/faq', 'Frequently Asked Questions'],
    ],
  },
];

for (const drill of DRILLS) {
  test(`${drill.remote} down: only its slot falls back, and it comes back`, async ({ ownSite, organizerPage: page, pageErrors }) => {
    await ownSite.stop(drill.remote);
    await page.goto(`${ownSite.url}${drill.path}`);
    for (const label of drill.fallbacks) await expect(page.getByRole('alert').filter({ hasText: label })).toBeVisible();

    for (const [path, heading] of drill.stillWorks) {
      await page.goto(`${ownSite.url}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    if (drill.remote !== 'remote_shell') await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.goto(`${ownSite.url}${drill.path}`);
    const fallback = page.getByRole('alert').filter({ hasText: drill.fallbacks[0] });
    await expect(fallback).toBeVisible();
    await ownSite.restart(drill.remote);
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(drill.healthy(page).first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: drill.fallbacks[0] })).toHaveCount(0);

    // The next load is whole again.
    await page.goto(`${ownSite.url}${drill.path}`);
    await expect(drill.healthy(page).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}

test('a registry naming a version that does not exist falls back in that slot only', async ({
  ownSite,
  organizerPage: page,
  pageErrors,
}) => {
  const registry = JSON.parse(await readFile(ownSite.registryFile, 'utf8'));
  registry.remotes.remote_organizer.manifest = registry.remotes.remote_organizer.manifest.replace(
    registry.remotes.remote_organizer.version,
    '0.0.0-missing',
  );
  await writeFile(ownSite.registryFile, JSON.stringify(registry));
  await page.goto(`${ownSite.url}/account`);
  await expect(page.getByRole('alert').filter({ hasText: 'Organizer pages is unavailable right now.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a missing exposed chunk or remoteEntry falls back in that slot only', async ({ ownSite, organizerPage: page, pageErrors }) => {
  const footerChunks = await footerOnlyChunks(ownSite.registry.remotes.remote_shell!.version);
  expect(footerChunks.length).toBeGreaterThan(0);
  await page.route(
    (url) => footerChunks.some((chunk) => url.pathname.endsWith(`/${chunk}`)),
    (route) => route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.route(/:\d+\/[^/]+\/remoteEntry\.js$/, (route) =>
    route.request().url().startsWith(ownSite.registry.remotes.remote_provider!.manifest.split('/').slice(0, 3).join('/'))
      ? route.fulfill({ status: 500, body: 'broken' })
      : route.continue(),
  );
  await page.goto(`${ownSite.url}/about`);
  await expect(page.getByRole('alert').filter({ hasText: 'Footer is unavailable right now.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(`${ownSite.url}/quotes`);
  await expect(page.getByRole('alert').filter({ hasText: 'Provider pages is unavailable right now.' })).toBeVisible();
  await page.goto(`${ownSite.url}/account`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
  expect(pageErrors).toEqual([]);
});
