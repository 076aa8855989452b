import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer } from 'tooling/serve';
import { expect, test } from '../support/fixtures.ts';
import { REPO_ROOT } from '../support/paths.ts';

type HostCopy = { url: string; dir: string };

/**
 * The host's production build, copied to a folder this test may change (a "second build"), served
 * like the site's host: SPA fallback, and the registry of the test's own site at /registry.json.
 */
async function serveHostCopy(registryFile: string): Promise<HostCopy & { close: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-host-copy-'));
  await cp(path.join(REPO_ROOT, 'host', 'dist'), dir, { recursive: true });
  const server: http.Server = createStaticServer({
    root: dir,
    spa: true,
    before: async (req, res) => {
      if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/registry.json') return false;
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(await readFile(registryFile));
      return true;
    },
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    dir,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A second build: the worker file differs, and answers which build it is. */
async function publishNextWorker(dir: string) {
  // The server prefers the precompressed copies; the next build's are not written yet.
  await rm(path.join(dir, 'sw.js.gz'), { force: true });
  await rm(path.join(dir, 'sw.js.br'), { force: true });
  await appendFile(
    path.join(dir, 'sw.js'),
    "\nself.addEventListener('message', (event) => { if (event.data === 'build?') event.source.postMessage('next'); });\n",
  );
}

const controllerBuild = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const timer = setTimeout(() => resolve('first'), 1_000);
        navigator.serviceWorker.addEventListener('message', (event) => {
          clearTimeout(timer);
          resolve(String(event.data));
        });
        navigator.serviceWorker.controller?.postMessage('build?');
      }),
  );

test('the production host registers a worker; the next build takes over with exactly one reload', async ({
  ownSite,
  organizerPage: page,
}) => {
  const host = await serveHostCopy(ownSite.registryFile);
  try {
    const sw = await page.request.get(`${host.url}/sw.js`);
    expect(sw.headers()['cache-control']).toBe('no-cache');

    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(`${host.url}/about`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The first worker claims the open page, without a reload.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await controllerBuild(page)).toBe('first');
    expect(loads).toBe(1);

    await publishNextWorker(host.dir);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));

    await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await controllerBuild(page)).toBe('next');
    // No reload loop.
    await page.waitForTimeout(2_000);
    expect(loads).toBe(2);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return [registration?.active?.state, registration?.waiting, registration?.installing];
      }),
    ).toEqual(['activated', null, null]);
  } finally {
    await host.close();
  }
});

test('with a worker in control, the registry and manifests still come from the network', async ({
  ownSite,
  organizerPage: page,
}) => {
  const host = await serveHostCopy(ownSite.registryFile);
  try {
    await page.goto(`${host.url}/about`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const fromWorker: string[] = [];
    page.on('response', (response) => {
      if (/registry\.json|mf-manifest\.json|remoteEntry\.js/.test(response.url()) && response.fromServiceWorker()) {
        fromWorker.push(response.url());
      }
    });
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(fromWorker).toEqual([]);

    const readRegistry = () =>
      page.evaluate(() => fetch('/registry.json', { cache: 'no-cache' }).then((response) => response.json()));
    const before = await readRegistry();
    await writeFile(ownSite.registryFile, JSON.stringify({ ...before, note: 'edited' }));
    expect(await readRegistry()).toEqual({ ...before, note: 'edited' });
    await writeFile(ownSite.registryFile, JSON.stringify(before));

    // Offline, a page navigation falls back to the precached frame (app.html), which draws any path.
    await page.context().setOffline(true);
    const offline = await page.goto(`${host.url}/faq`);
    expect(offline?.fromServiceWorker()).toBe(true);
    expect(await offline?.text()).toMatch(/id="?root/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await page.context().setOffline(false);
  } finally {
    await host.close();
  }
});
