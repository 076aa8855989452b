import { readdir, readFile } from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { IMMUTABLE, REVALIDATE } from 'tooling/deploy';
import { cacheControl, createStaticServer, siteHeaders } from 'tooling/serve';
import { EDGE_HOST_ROOT, EDGE_REMOTES } from '../support/edge.ts';
import { MAIN_SITE_URL } from '../support/ports.ts';

const EDGE = MAIN_SITE_URL;
const ORIGINS = EDGE_REMOTES.map(({ origin }) => origin);
const shell = EDGE_REMOTES.find(({ name }) => name === 'remote_shell')!;

/** A file of the build named by its content hash, with the .gz variant the build wrote beside it. */
async function hashedFile(root: string, folder: string): Promise<string> {
  const names = await readdir(path.join(root, folder));
  const name = names.find(
    (file) => cacheControl(file) === IMMUTABLE && file.endsWith('.js') && names.includes(`${file}.gz`),
  );
  if (!name) throw new Error(`no hashed script in ${path.join(root, folder)}: build first`);
  return `/${folder}/${name}`;
}

/** The remote entry the served registry points the host at (a URL on the shell's origin). */
async function shellEntry(): Promise<URL> {
  const registry = (await (await fetch(`${EDGE}/registry.json`)).json()) as {
    remotes: Record<string, { entry: string }>;
  };
  return new URL(registry.remotes.remote_shell!.entry);
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

test.describe('the built site behind the edge', () => {
  test('serves hashed files immutable and revalidates the registry, the entries and the HTML', async () => {
    const hashedHost = await hashedFile(EDGE_HOST_ROOT, 'chunks');
    const entry = await shellEntry();
    const version = entry.pathname.split('/')[1]!;
    const hashedRemote = await hashedFile(shell.root, `${version}/chunks`);

    const cache = async (url: string) => {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      return response.headers.get('cache-control');
    };

    expect(await cache(`${EDGE}${hashedHost}`)).toBe(IMMUTABLE);
    expect(await cache(`${shell.origin}${hashedRemote}`)).toBe(IMMUTABLE);
    expect(await cache(`${EDGE}/registry.json`)).toBe(REVALIDATE);
    expect(await cache(entry.href)).toBe(REVALIDATE);
    expect(await cache(`${shell.origin}/${version}/mf-manifest.json`)).toBe(REVALIDATE);
    expect(await cache(`${EDGE}/`)).toBe(REVALIDATE);
    expect(await cache(`${EDGE}/events/some-client-route`)).toBe(REVALIDATE);
  });

  test("serves the build's compressed files to a browser that accepts them, the same bytes once decoded", async () => {
    const hashedHost = await hashedFile(EDGE_HOST_ROOT, 'chunks');
    const entry = await shellEntry();

    for (const [url, file] of [
      [`${EDGE}${hashedHost}`, path.join(EDGE_HOST_ROOT, hashedHost)],
      [entry.href, path.join(shell.root, entry.pathname)],
      [`${EDGE}/`, path.join(EDGE_HOST_ROOT, 'index.html')],
    ] as const) {
      const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers.get('content-encoding'), url).toBe('gzip');
      expect(await response.text(), url).toBe(await readFile(file, 'utf8'));
    }
  });

  test("sends the same security headers as the site's Node servers", async () => {
    // The Node servers as the local site runs them, with the same remote origins as this edge.
    const headers = () => siteHeaders(ORIGINS);
    const nodeHost = createStaticServer({ root: EDGE_HOST_ROOT, spa: true, headers });
    const nodeShell = createStaticServer({ root: shell.root, cors: true, headers });
    const [nodeHostUrl, nodeShellUrl] = await Promise.all([listen(nodeHost), listen(nodeShell)]);
    try {
      const entry = await shellEntry();
      const hashedHost = await hashedFile(EDGE_HOST_ROOT, 'chunks');
      const security = [...Object.keys(siteHeaders(ORIGINS)), 'Access-Control-Allow-Origin'];
      // A file's caching too; a 404 is not cached by either, though nginx labels it no-cache.
      const pick = (response: Response) =>
        Object.fromEntries(
          [...security, ...(response.status === 200 ? ['Cache-Control'] : [])].map((name) => [
            name,
            response.headers.get(name),
          ]),
        );

      for (const [edgeUrl, nodeUrl] of [
        [`${EDGE}/`, `${nodeHostUrl}/`],
        [`${EDGE}/account`, `${nodeHostUrl}/account`],
        [`${EDGE}${hashedHost}`, `${nodeHostUrl}${hashedHost}`],
        [entry.href, `${nodeShellUrl}${entry.pathname}`],
        [`${shell.origin}/no-such-file.js`, `${nodeShellUrl}/no-such-file.js`],
      ] as const) {
        const [fromEdge, fromNode] = await Promise.all([fetch(edgeUrl), fetch(nodeUrl)]);
        expect(fromEdge.status, edgeUrl).toBe(fromNode.status);
        expect(pick(fromEdge), edgeUrl).toEqual(pick(fromNode));
        expect(fromEdge.headers.get('content-security-policy'), edgeUrl).toContain(shell.origin);
        expect(fromEdge.headers.get('x-content-type-options'), edgeUrl).toBe('nosniff');
      }
    } finally {
      await Promise.all([nodeHost, nodeShell].map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });
});
