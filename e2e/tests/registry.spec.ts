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

test('the registry is served uncached, and holds only each remote’s entry URL and hash', async ({ request }) => {
  const response = await request.get('/registry.json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const body = await response.json();
  expect(Object.keys(body)).toEqual(['remotes']);
  expect(Object.keys(body.remotes).sort()).toEqual([
    'remote_notifications',
    'remote_organizer',
    'remote_provider',
    'remote_shell',
  ]);
  for (const entry of Object.values(body.remotes)) {
    expect(Object.keys(entry as object).sort()).toEqual(['entry', 'integrity']);
    expect((entry as { integrity: string }).integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  }
});
