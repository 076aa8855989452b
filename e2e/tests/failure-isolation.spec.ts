import { readFile, writeFile } from 'node:fs/promises';
import type { RemoteName } from 'tooling/serve';
import { forgetCachedFiles } from '../support/browser-cache.ts';
import { expect, test } from '../support/fixtures.ts';
import { createVerifiedUser, signIn } from '../support/notifications.ts';

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
  /** The slot is shown to verified users only. */
  signedIn?: boolean;
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
    signedIn: true,
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
  test(`${drill.remote} down: only its slot falls back, and it comes back`, async ({
    ownSite,
    organizerPage: page,
    pageErrors,
  }) => {
    if (drill.signedIn) await signIn(page, await createVerifiedUser(), ownSite.url);
    await ownSite.stop(drill.remote);
    // Signing in may have cached the remote's version, which would then keep working: a new visitor's cache.
    await forgetCachedFiles(page);
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
  registry.remotes.remote_organizer.entry = registry.remotes.remote_organizer.entry.replace(
    ownSite.registry.remotes.remote_organizer!.version,
    '0.0.0-missing',
  );
  await writeFile(ownSite.registryFile, JSON.stringify(registry));
  await page.goto(`${ownSite.url}/account`);
  await expect(page.getByRole('alert').filter({ hasText: 'Organizer pages is unavailable right now.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a missing or broken remoteEntry.js falls back in that slot only', async ({
  ownSite,
  organizerPage: page,
  pageErrors,
}) => {
  const originOf = (remote: RemoteName) => new URL(ownSite.registry.remotes[remote]!.entry).origin;
  await page.route(/:\d+\/[^/]+\/remoteEntry\.js$/, (route) => {
    const url = route.request().url();
    if (url.startsWith(originOf('remote_shell'))) return route.fulfill({ status: 404, body: 'gone' });
    if (url.startsWith(originOf('remote_provider'))) return route.fulfill({ status: 500, body: 'broken' });
    return route.continue();
  });
  await page.goto(`${ownSite.url}/about`);
  for (const label of ['Header', 'Footer']) {
    await expect(page.getByRole('alert').filter({ hasText: `${label} is unavailable right now.` })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await page.goto(`${ownSite.url}/quotes`);
  await expect(page.getByRole('alert').filter({ hasText: 'Provider pages is unavailable right now.' })).toBeVisible();
  await page.goto(`${ownSite.url}/account`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
  expect(pageErrors).toEqual([]);
});
