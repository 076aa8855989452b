import { readdir, readFile } from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { IMMUTABLE, REVALIDATE } from 'tooling/deploy';
import { remotePath } from 'tooling/ops';
import { cacheControl, createStaticServer, LOCAL_AUTH_EMULATOR_ORIGIN, siteHeaders } from 'tooling/serve';
import { EDGE_HOST_ROOT, EDGE_REMOTE_ROOTS, EDGE_URL } from '../support/edge.ts';
import { preloadedScreenChunks, requestedPaths } from '../support/screen-preloads.ts';

const EDGE = EDGE_URL;
const shellRoot = EDGE_REMOTE_ROOTS.remote_shell;
/** The Node servers' folders under the same paths as nginx's, for comparing the two. */
const MOUNTS = Object.fromEntries(
  Object.entries(EDGE_REMOTE_ROOTS).map(([name, root]) => [`${remotePath(name as 'remote_shell')}/`, root]),
);

/** A file of the build named by its content hash, with the .br and .gz variants the build wrote beside it. */
async function hashedFile(root: string, folder: string): Promise<string> {
  const names = await readdir(path.join(root, folder));
  const name = names.find(
    (file) =>
      cacheControl(file) === IMMUTABLE &&
      file.endsWith('.js') &&
      names.includes(`${file}.gz`) &&
      names.includes(`${file}.br`),
  );
  if (!name) throw new Error(`no hashed script in ${path.join(root, folder)}: build first`);
  return `/${folder}/${name}`;
}

/** The remote entry the served registry points the host at: a path under /remotes/ of the site's own origin. */
async function shellEntry(): Promise<URL> {
  const registry = (await (await fetch(`${EDGE}/registry.json`)).json()) as {
    remotes: Record<string, { entry: string }>;
  };
  const entry = new URL(registry.remotes.remote_shell!.entry);
  expect(entry.origin).toBe(new URL(EDGE).origin);
  expect(entry.pathname).toMatch(/^\/remotes\/remote_shell\/[^/]+\/remoteEntry\.js$/);
  return entry;
}

/** The entry's path inside the shell's build folder: `/<version>/remoteEntry.js`. */
const insideShell = (entry: URL) => entry.pathname.slice(remotePath('remote_shell').length);

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

test.describe('the built site behind the edge', () => {
  test('is the whole site on one origin over HTTP/2: the page and the remotes’ scripts alike', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const protocols = await page.evaluate(() =>
      [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/remotes/')),
      ].map((entry) => [new URL(entry.name).origin, (entry as PerformanceResourceTiming).nextHopProtocol]),
    );
    expect(protocols.length).toBeGreaterThan(1);
    for (const [origin, protocol] of protocols) expect({ origin, protocol }).toEqual({ origin: EDGE, protocol: 'h2' });
  });

  test('serves the results page with its search preloaded, and the screen reads that answer: one request through nginx', async ({
    page,
  }) => {
    const target = '/results?category=Magicians&postcode=BS1';
    const search = `${EDGE}/api/public/search?category=Magicians&postcode=BS1`;
    // nginx includes the API's head into the page (SSI); its cache may still hold an older one.
    await expect.poll(async () => (await (await fetch(`${EDGE}${target}`)).text()).includes('as="fetch"')).toBe(true);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/public/search') searches.push(request.url());
    });
    await page.goto(target);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(searches).toEqual([search]);
  });

  // A prerendered page, and the results, which the browser draws but whose code the build knows.
  for (const target of ['/faq', '/results?category=Magicians&postcode=BS1'])
    test(`serves ${target} with its screen's code preloaded, and the page uses it: one request through nginx`, async ({
      page,
    }) => {
      const fetched = requestedPaths(page);
      await page.goto(target);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      const preloaded = await preloadedScreenChunks(page);
      expect(preloaded).not.toHaveLength(0);
      for (const chunk of preloaded) expect(fetched.filter((url) => url === chunk)).toEqual([chunk]);
    });

  test('serves hashed files and remotes’ versions immutable, and revalidates the registry and the HTML', async () => {
    const hashedHost = await hashedFile(EDGE_HOST_ROOT, 'chunks');
    const entry = await shellEntry();
    const version = insideShell(entry).split('/')[1]!;
    const hashedRemote = await hashedFile(shellRoot, `${version}/chunks`);

    const cache = async (url: string) => {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      return response.headers.get('cache-control');
    };

    expect(await cache(`${EDGE}${hashedHost}`)).toBe(IMMUTABLE);
    expect(await cache(`${EDGE}${remotePath('remote_shell')}${hashedRemote}`)).toBe(IMMUTABLE);
    expect(await cache(`${EDGE}/registry.json`)).toBe(REVALIDATE);
    // A version is published once: its entry and manifest never change under their URL.
    expect(await cache(entry.href)).toBe(IMMUTABLE);
    expect(await cache(`${EDGE}${remotePath('remote_shell')}/${version}/mf-manifest.json`)).toBe(IMMUTABLE);
    expect(await cache(`${EDGE}/`)).toBe(REVALIDATE);
    expect(await cache(`${EDGE}/events/some-client-route`)).toBe(REVALIDATE);

    // A file missing from a version (or a version not there yet) must not be cached as missing.
    for (const missing of [
      `${remotePath('remote_shell')}/${version}/chunks/missing.0123456789abcdef.js`,
      `${remotePath('remote_shell')}/no-such-version/remoteEntry.js`,
      '/chunks/missing.0123456789abcdef.js',
    ]) {
      const response = await fetch(`${EDGE}${missing}`);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get('cache-control') ?? '', missing).not.toMatch(/max-age|immutable/);
    }
  });

  test("serves the build's brotli and gzip files to a browser that accepts them, the same bytes once decoded", async () => {
    const hashedHost = await hashedFile(EDGE_HOST_ROOT, 'chunks');
    const entry = await shellEntry();

    for (const encoding of ['br', 'gzip']) {
      for (const [url, file] of [
        [`${EDGE}${hashedHost}`, path.join(EDGE_HOST_ROOT, hashedHost)],
        [entry.href, path.join(shellRoot, insideShell(entry))],
      ] as const) {
        const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
        expect(response.headers.get('content-encoding'), `${encoding} ${url}`).toBe(encoding);
        expect(await response.text(), url).toBe(await readFile(file, 'utf8'));
      }
    }
    // A page gets its head spliced in on the way out, so it is compressed then (gzip), not read from a .br file.
    const page = await fetch(`${EDGE}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
  });

  test("sends the same security headers as the site's Node server in the same layout", async () => {
    // The Node server as the local site runs it in the path layout: no remote origin to name, and
    // this machine's Auth Emulator admitted, as the local edge admits it.
    const headers = () => siteHeaders([], { authEmulatorOrigin: LOCAL_AUTH_EMULATOR_ORIGIN });
    const node = createStaticServer({ root: EDGE_HOST_ROOT, spa: true, headers, mounts: MOUNTS });
    const nodeUrl = await listen(node);
    try {
      const entry = await shellEntry();
      const hashedHost = await hashedFile(EDGE_HOST_ROOT, 'chunks');
      const security = [...Object.keys(siteHeaders([])), 'Link', 'Access-Control-Allow-Origin'];
      // A file's caching too; a 404 is cached by neither (nginx may label it no-cache, or not at all).
      const pick = (response: Response) =>
        Object.fromEntries(
          [...security, ...(response.status === 200 ? ['Cache-Control'] : [])].map((name) => [
            name,
            response.headers.get(name),
          ]),
        );

      for (const target of [
        '/',
        '/account',
        hashedHost,
        entry.pathname,
        `${remotePath('remote_shell')}/no-such-version/remoteEntry.js`,
      ]) {
        const [fromEdge, fromNode] = await Promise.all([fetch(`${EDGE}${target}`), fetch(`${nodeUrl}${target}`)]);
        expect(fromEdge.status, target).toBe(fromNode.status);
        expect(pick(fromEdge), target).toEqual(pick(fromNode));
        expect(fromEdge.headers.get('content-security-policy'), target).toMatch(/script-src 'self' https:/);
        expect(fromEdge.headers.get('x-content-type-options'), target).toBe('nosniff');
      }
    } finally {
      await new Promise((resolve) => node.close(resolve));
    }
  });
});
