import path from 'node:path';
import { readdir } from 'node:fs/promises';
import { deploy } from 'tooling/ops';
import { expect, test } from '../support/fixtures.ts';
import { forgetCachedFiles } from '../support/browser-cache.ts';
import { copyVersion, tamper } from '../support/versions.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Chromium's own words when it blocks a script whose hash is not the one its element names. */
const INTEGRITY_BLOCKED = /Failed to find a valid digest in the 'integrity' attribute for resource '([^']+)'/;

test('a deployed remote whose entry changes by one byte is refused: its slots fall back, the rest of the site works, the console says why', async ({
  ownSite,
  organizerPage: page,
  pageErrors,
}) => {
  const v1 = ownSite.registry.remotes.remote_shell!.version;
  const copy = `${v1}-integrity.${unique()}`;
  const { folder, unpublish } = await copyVersion('remote-shell', v1, copy);
  try {
    await deploy(ownSite.environment, 'remote-shell', copy, 'e2e');
    await page.goto(`${ownSite.url}/about`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await tamper(path.join(folder, 'remoteEntry.js'));
    // A visitor who has loaded the version keeps the copy it cached: a version's files are immutable.
    await page.goto(`${ownSite.url}/about`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // A new visitor gets the changed file, and refuses it.
    await forgetCachedFiles(page);
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    await page.goto(`${ownSite.url}/about`);
    for (const label of ['Header', 'Footer']) {
      await expect(page.getByRole('alert').filter({ hasText: `${label} is unavailable right now.` })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    const blocked = console.map((text) => INTEGRITY_BLOCKED.exec(text)?.[1]).filter(Boolean);
    expect(blocked).toContain(`${ownSite.environment.bases.remote_shell}/${copy}/remoteEntry.js`);

    await page.goto(`${ownSite.url}/account`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');

    await expect(deploy(ownSite.environment, 'remote-shell', copy, 'e2e')).rejects.toThrow(
      `Refusing to deploy remote_shell ${copy}: files do not match what was published: remoteEntry.js (changed)`,
    );
    expect(pageErrors).toEqual([]);
  } finally {
    await unpublish();
  }
});

test('every script the site loads from a remote carries the hash it must have', async ({
  ownSite,
  organizerPage: page,
  pageErrors,
}) => {
  await page.addInitScript(() => {
    const seen: Array<{ tag: string; url: string; integrity: string; crossOrigin: string | null }> = [];
    (window as unknown as { remoteScripts: typeof seen }).remoteScripts = seen;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src)
            seen.push({ tag: 'script', url: node.src, integrity: node.integrity, crossOrigin: node.crossOrigin });
          if (node instanceof HTMLLinkElement && node.as === 'script')
            seen.push({ tag: 'link', url: node.href, integrity: node.integrity, crossOrigin: node.crossOrigin });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // Under a remote's base: its own origin, or its path on the site's.
  const remoteBases = Object.values(ownSite.environment.bases);
  const fromRemote = (url: string) => remoteBases.some((base) => url.startsWith(`${base}/`));
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && fromRemote(request.url())) requested.add(request.url());
  });

  const pinned = new Map<string, string>();
  for (const path of ['/about', '/account', '/quotes']) {
    await page.goto(`${ownSite.url}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const seen = await page.evaluate(
      () =>
        (window as unknown as { remoteScripts: Array<{ url: string; integrity: string; crossOrigin: string }> })
          .remoteScripts,
    );
    for (const { url, integrity, crossOrigin } of seen) {
      if (!fromRemote(url)) continue;
      expect(integrity, url).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
      expect(crossOrigin, url).toBe('anonymous');
      pinned.set(url, integrity);
    }
  }
  expect([...requested].length).toBeGreaterThanOrEqual(3);
  for (const url of requested) expect(pinned.has(url), `${url} was loaded without an integrity hash`).toBe(true);
  const served = await (await page.request.get(`${ownSite.url}/registry.json`)).json();
  for (const { entry, integrity } of Object.values(served.remotes) as Array<{ entry: string; integrity: string }>) {
    if (pinned.has(entry)) expect(pinned.get(entry)).toBe(integrity);
  }
  expect(pageErrors).toEqual([]);
});

test("a remote's chunk that changes after publishing is refused by the remote's own loader", async ({
  ownSite,
  page,
}) => {
  const v1 = ownSite.registry.remotes.remote_shell!.version;
  const copy = `${v1}-chunks.${unique()}`;
  const { folder, unpublish } = await copyVersion('remote-shell', v1, copy);
  try {
    const chunks = (await readdir(path.join(folder, 'chunks'))).filter((name) => name.endsWith('.js'));
    for (const name of chunks) await tamper(path.join(folder, 'chunks', name));
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    // The remote's standalone page loads its parcels as lazy chunks of its own.
    await page.goto(`${ownSite.environment.bases.remote_shell}/${copy}/`);
    await expect
      .poll(() =>
        console
          .map((text) => INTEGRITY_BLOCKED.exec(text)?.[1] ?? '')
          .filter((url) => url.includes(`/${copy}/chunks/`)),
      )
      .not.toEqual([]);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  } finally {
    await unpublish();
  }
});

test("the host's own scripts in every page the site serves carry the hash of the file it serves", async ({ page }) => {
  const { createHash } = await import('node:crypto');
  const sriOf = (body: Buffer) => `sha384-${createHash('sha384').update(body).digest('base64')}`;
  // A prerendered page, `/` (prerendered too), a page drawn from the frame, and a path the site does not know.
  for (const path of ['/about', '/', '/account', '/no-such-page']) {
    const html = await (await page.request.get(path)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes!);
    const external = scripts.filter((attributes) => /\ssrc=/.test(attributes));
    expect(external.length, path).toBeGreaterThanOrEqual(2);
    for (const attributes of external) {
      const src = /\ssrc="?([^"\s>]+)/.exec(attributes)![1]!;
      const integrity = /\sintegrity="([^"]+)"/.exec(attributes)?.[1];
      expect(integrity, `${path}: ${src} has no integrity`).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
      const served = await page.request.get(src);
      expect(served.status(), src).toBe(200);
      expect(integrity, `${path}: ${src}`).toBe(sriOf(await served.body()));
    }
  }
  // And the browser runs them: the page works.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
});
