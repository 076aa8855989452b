import { expect, test } from '../support/fixtures.ts';
import { MAIN_SITE_PORTS } from '../support/ports.ts';

/** The version folder the site's registry points the remote at (`<origin>/<version>/remoteEntry.js`). */
async function activeVersion(request: import('@playwright/test').APIRequestContext, remote: string): Promise<string> {
  const registry = await (await request.get('/registry.json')).json();
  return new URL(registry.remotes[remote].entry).pathname.split('/')[1]!;
}

const STANDALONE = [
  { remote: 'remote_shell', pkg: 'remote-shell', shows: 'navigation' },
  { remote: 'remote_notifications', pkg: 'remote-notifications', shows: null },
  { remote: 'remote_organizer', pkg: 'remote-organizer', shows: null },
  { remote: 'remote_provider', pkg: 'remote-provider', shows: null },
] as const;

for (const { remote, pkg, shows } of STANDALONE) {
  test(`${pkg} runs standalone on its own origin`, async ({ page, request, pageErrors }) => {
    const version = await activeVersion(request, remote);
    await page.goto(`http://localhost:${MAIN_SITE_PORTS[remote]}/${version}/`);
    await expect(page.getByText(`${pkg} running standalone`)).toBeVisible();
    if (shows === 'navigation') await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
}

for (const [remote, screen, heading] of [
  ['remote_organizer', 'My Account', 'My Account'],
  ['remote_provider', 'My Quotes', 'My Quotes'],
] as const) {
  test(`${remote} standalone renders its screens`, async ({ page, request, pageErrors }) => {
    const version = await activeVersion(request, remote);
    await page.goto(`http://localhost:${MAIN_SITE_PORTS[remote]}/${version}/`);
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: screen }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(pageErrors).toEqual([]);
  });
}
