import { readFile } from 'node:fs/promises';
import { deploy, readRegistry, rollback, servedRegistry } from 'tooling/ops';
import { expect, test } from '../support/fixtures.ts';
import { publishBroken, publishVariant } from '../support/versions.ts';

const V1_TEXT = 'All rights reserved.';
const V2_TEXT = 'All rights reserved. Version two.';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('deploy v2 of remote-shell: the next load shows it, others unchanged, an open page keeps working; rollback brings v1 back', async ({
  ownSite,
  organizerPage: page,
  context,
  pageErrors,
}) => {
  const v1 = ownSite.registry.remotes.remote_shell!.version;
  const v2 = `${v1}-drill.${unique()}`;
  const unpublish = await publishVariant('remote-shell', v1, v2, V1_TEXT, V2_TEXT);
  try {
    const footer = page.getByRole('contentinfo');
    await page.goto(`${ownSite.url}/about`);
    await expect(footer).toContainText(V1_TEXT);
    await expect(footer).not.toContainText(V2_TEXT);
    const before = await readRegistry(ownSite.environment);

    const change = await deploy(ownSite.environment, 'remote-shell', v2, 'e2e');
    expect(change).toMatchObject({ remote: 'remote_shell', from: v1, to: v2 });

    // The page left open keeps the version it loaded and goes on working.
    await footer.getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(footer).not.toContainText(V2_TEXT);

    const fresh = await context.newPage();
    await fresh.goto(`${ownSite.url}/about`);
    await expect(fresh.getByRole('contentinfo')).toContainText(V2_TEXT);
    const served = await (await fresh.request.get(`${ownSite.url}/registry.json`)).json();
    expect(served.remotes.remote_shell.entry).toContain(`/${v2}/remoteEntry.js`);
    for (const name of ['remote_notifications', 'remote_organizer', 'remote_provider'] as const) {
      expect(served.remotes[name]).toEqual(servedRegistry(before).remotes[name]);
    }

    const back = await rollback(ownSite.environment, 'remote_shell', undefined, 'e2e');
    expect(back).toMatchObject({ from: v2, to: v1 });
    await fresh.reload();
    await expect(fresh.getByRole('contentinfo')).toContainText(V1_TEXT);
    await expect(fresh.getByRole('contentinfo')).not.toContainText(V2_TEXT);
    await expect(fresh.getByRole('navigation', { name: 'Main' })).toBeVisible();

    const history = (await readRegistry(ownSite.environment)).history.filter(
      (entry) => entry.remote === 'remote_shell' && entry.actor === 'e2e',
    );
    expect(history.map((entry) => [entry.action, entry.from, entry.to])).toEqual([
      ['deploy', v1, v2],
      ['rollback', v2, v1],
    ]);
    expect(pageErrors).toEqual([]);
  } finally {
    await unpublish();
  }
});

test('a version that is not published, named by a path, or whose manifest is broken is refused and the registry is unchanged', async ({
  ownSite,
  page,
}) => {
  const v1 = ownSite.registry.remotes.remote_shell!.version;
  const broken = `${v1}-broken.${unique()}`;
  const unpublish = await publishBroken('remote-shell', v1, broken);
  try {
    const files = () =>
      Promise.all([readFile(ownSite.registryFile, 'utf8'), readFile(ownSite.environment.recordFile, 'utf8')]);
    const before = await files();
    await expect(deploy(ownSite.environment, 'remote-shell', `${v1}-missing`, 'e2e')).rejects.toThrow(
      /is not one of its published versions.*The registry is unchanged/,
    );
    await expect(deploy(ownSite.environment, 'remote-shell', `../remote-provider/dist/${v1}`, 'e2e')).rejects.toThrow(
      /not a path/,
    );
    await expect(deploy(ownSite.environment, 'remote-shell', broken, 'e2e')).rejects.toThrow(
      /manifest is not valid JSON/,
    );
    await expect(deploy(ownSite.environment, 'remote-chat', undefined, 'e2e')).rejects.toThrow(
      /Known remotes: remote-shell \(remote_shell\)/,
    );
    expect(await files()).toEqual(before);
    await page.goto(`${ownSite.url}/about`);
    await expect(page.getByRole('contentinfo')).toContainText(V1_TEXT);
  } finally {
    await unpublish();
  }
});

test('two deploys of one remote at once leave the registry consistent', async ({ ownSite, page, pageErrors }) => {
  const v1 = ownSite.registry.remotes.remote_shell!.version;
  const v2 = `${v1}-drill.${unique()}`;
  const unpublish = await publishVariant('remote-shell', v1, v2, V1_TEXT, V2_TEXT);
  try {
    const start = await readRegistry(ownSite.environment);
    const results = await Promise.allSettled([
      deploy(ownSite.environment, 'remote-shell', v2, 'first'),
      deploy(ownSite.environment, 'remote_shell', v1, 'second'),
    ]);
    const landed = results.filter((result) => result.status === 'fulfilled').length;
    expect(landed).toBeGreaterThanOrEqual(1);
    for (const result of results)
      if (result.status === 'rejected')
        expect(String(result.reason)).toContain('registry changed while this command ran');

    const registry = JSON.parse(await readFile(ownSite.environment.recordFile, 'utf8'));
    expect(registry.revision).toBe(start.revision + landed);
    const added = registry.history.slice(start.history.length);
    expect(added).toHaveLength(landed);
    expect(added.map((entry: { revision: number }) => entry.revision)).toEqual(
      added.map((_: unknown, index: number) => start.revision + index + 1),
    );
    expect([v1, v2]).toContain(registry.remotes.remote_shell.version);
    expect(registry.remotes.remote_shell.version).toBe(added.at(-1).to);

    await page.goto(`${ownSite.url}/about`);
    await expect(page.getByRole('contentinfo')).toContainText(
      registry.remotes.remote_shell.version === v2 ? V2_TEXT : V1_TEXT,
    );
    expect(pageErrors).toEqual([]);
  } finally {
    await unpublish();
  }
});
