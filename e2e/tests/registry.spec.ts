import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { REPO_ROOT } from '../support/paths.ts';

test('the next page load uses whatever version the registry names, with no rebuild', async ({
  ownSite,
  organizerPage: page,
}) => {
  const { version, entry } = ownSite.registry.remotes.remote_shell!;
  // Every remote built from one commit shares the version string: tell remote-shell's by origin.
  const shellOrigin = new URL(entry).origin;
  const copy = `${version}-e2e-copy`;
  const dist = path.join(REPO_ROOT, 'remote-shell', 'dist');
  await cp(path.join(dist, version), path.join(dist, copy), { recursive: true });
  try {
    const entries: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === shellOrigin && url.pathname.endsWith('/remoteEntry.js')) entries.push(url.pathname);
    });
    await page.goto(`${ownSite.url}/about`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(entries).toContain(`/${version}/remoteEntry.js`);

    const registry = JSON.parse(await readFile(ownSite.registryFile, 'utf8'));
    // The copy's files are the same bytes, so the pinned hash still holds.
    registry.remotes.remote_shell = {
      ...registry.remotes.remote_shell,
      entry: registry.remotes.remote_shell.entry.replace(version, copy),
    };
    await writeFile(ownSite.registryFile, JSON.stringify(registry));

    entries.length = 0;
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(entries).toContain(`/${copy}/remoteEntry.js`);
    expect(entries).not.toContain(`/${version}/remoteEntry.js`);
  } finally {
    await import('node:fs/promises').then((fs) => fs.rm(path.join(dist, copy), { recursive: true, force: true }));
  }
});

test('the registry is served uncached, and holds each remote’s version, entry URL and hash, and nothing of who deployed it', async ({
  request,
}) => {
  const response = await request.get('/registry.json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const body = await response.json();
  // The preview links' public key appears once an environment has issued one.
  expect(Object.keys(body).filter((key) => key !== 'previewKey')).toEqual(['remotes']);
  expect(Object.keys(body.remotes).sort()).toEqual([
    'remote_notifications',
    'remote_organizer',
    'remote_provider',
    'remote_shell',
  ]);
  for (const entry of Object.values(body.remotes)) {
    // A canary or the versions withdrawn appear only while there are any.
    const keys = Object.keys(entry as object).filter((key) => key !== 'canary' && key !== 'withdrawn');
    expect(keys.sort()).toEqual(['entry', 'integrity', 'version']);
    expect((entry as { integrity: string }).integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  }
});

test('a returning visitor starts each remote from its cache: a version’s entry is not asked for again', async ({
  organizerPage: page,
  pageErrors,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const servedFromMemory = new Set<string>();
  const entries = new Map<string, { fromCache: boolean; status: number }>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromMemory.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (new URL(response.url).pathname.endsWith('/remoteEntry.js'))
      entries.set(response.url, {
        fromCache: response.fromDiskCache === true || servedFromMemory.has(requestId),
        status: response.status,
      });
  });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The registry is asked again (a deploy is seen on this load); the entries it names are not.
  expect(entries.size).toBeGreaterThan(0);
  for (const [url, seen] of entries) expect({ url, ...seen }).toEqual({ url, fromCache: true, status: 200 });
  expect(pageErrors).toEqual([]);
});
