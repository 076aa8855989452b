import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { cacheControl } from '../cache-policy.ts';
import { latestVersion } from '../registry-file.ts';
import { createStaticServer } from '../static-server.ts';

let root: string;
let outside: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'static-'));
  await mkdir(path.join(root, 'chunks'));
  await writeFile(path.join(root, 'index.html'), '<h1>site</h1>');
  await writeFile(path.join(root, 'remoteEntry.js'), 'entry();');
  await writeFile(path.join(root, 'remoteEntry.js.gz'), gzipSync('entry();'));
  await writeFile(path.join(root, 'chunks', 'app.0123abcd89.js'), 'chunk();');
  await writeFile(path.join(os.tmpdir(), 'secret.txt'), 'secret');
  outside = await mkdtemp(path.join(os.tmpdir(), 'outside-'));
  await writeFile(path.join(outside, 'secret.txt'), 'secret');
  await writeFile(path.join(outside, 'secret.js.gz'), gzipSync('secret();'));
  await symlink(path.join(outside, 'secret.txt'), path.join(root, 'leak.txt'));
  await symlink(outside, path.join(root, 'leaks'));
  await writeFile(path.join(root, 'page.js'), 'page();');
  await symlink(path.join(outside, 'secret.js.gz'), path.join(root, 'page.js.gz'));
  await symlink(path.join(root, 'chunks'), path.join(root, 'latest'));
  server = createStaticServer({ root, spa: true, cors: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await rm(root, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

describe('static server', () => {
  it('revalidates entries and caches hashed chunks for a year', async () => {
    const entry = await fetch(`${base}/remoteEntry.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const chunk = await fetch(`${base}/chunks/app.0123abcd89.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves the precompressed file the client accepts', async () => {
    const response = await fetch(`${base}/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe('entry();');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await fetch(`${base}/remoteEntry.js`);
    const second = await fetch(`${base}/remoteEntry.js`, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(second.status).toBe(304);
  });

  it('serves index.html for client-side routes but 404 for missing files', async () => {
    const route = await fetch(`${base}/booking/42`);
    expect(route.status).toBe(200);
    expect(await route.text()).toBe('<h1>site</h1>');
    expect((await fetch(`${base}/chunks/missing.js`)).status).toBe(404);
  });

  it('never serves a file outside its folder', async () => {
    const response = await fetch(`${base}/..%2Fsecret.txt`);
    expect(response.status).toBe(404);
  });

  it('never follows a symlink out of its folder', async () => {
    expect((await fetch(`${base}/leak.txt`)).status).toBe(404);
    expect((await fetch(`${base}/leaks/secret.txt`)).status).toBe(404);
    const page = await fetch(`${base}/page.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBeNull();
    expect(await page.text()).toBe('page();');
  });

  it('follows a symlink that stays inside its folder', async () => {
    const chunk = await fetch(`${base}/latest/app.0123abcd89.js`);
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toBe('chunk();');
  });

  it('serves a folder reached through a symlink', async () => {
    const link = path.join(outside, 'build');
    await symlink(root, link);
    const linked = createStaticServer({ root: link });
    await new Promise<void>((resolve) => linked.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(linked.address() as AddressInfo).port}/remoteEntry.js`);
    linked.close();
    expect(await response.text()).toBe('entry();');
  });

  it('answers 400 to a malformed % escape', async () => {
    const response = await fetch(`${base}/chunks/%E0%A4%A.js`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('The request path has a malformed % escape.');
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${base}/index.html`, { method: 'POST' })).status).toBe(405);
  });
});

describe('cache policy', () => {
  it.each([
    ['registry.json', 'no-cache'],
    ['index.html', 'no-cache'],
    ['main.js', 'no-cache'],
    ['account/index.html', 'no-cache'],
    ['chunks/__federation_expose_Header.dfded6949c.js', 'public, max-age=31536000, immutable'],
    ['assets/logo.1a2b3c4d5e.png', 'public, max-age=31536000, immutable'],
  ])('a site folder: %s -> %s', (file, expected) => {
    expect(cacheControl(file)).toBe(expected);
  });

  it.each([
    ['1.0.0-abc/remoteEntry.js', 'public, max-age=31536000, immutable'],
    ['1.0.0-abc/mf-manifest.json', 'public, max-age=31536000, immutable'],
    ['1.0.0-abc/chunks/__federation_expose_Header.dfded6949c.js', 'public, max-age=31536000, immutable'],
    // Beside the version folders, nothing is a version's: revalidated.
    ['remoteEntry.js', 'no-cache'],
    ['notes.txt', 'no-cache'],
  ])('a remote’s build folder: %s -> %s', (file, expected) => {
    expect(cacheControl(file, { versionFolders: true })).toBe(expected);
  });

  it('sends a version folder’s files immutable from a remote’s root, and the rest revalidated', async () => {
    const remoteRoot = await mkdtemp(path.join(os.tmpdir(), 'remote-'));
    await mkdir(path.join(remoteRoot, '1.0.0-abc'));
    await writeFile(path.join(remoteRoot, '1.0.0-abc', 'remoteEntry.js'), 'entry();');
    await writeFile(path.join(remoteRoot, 'stray.js'), 'stray();');
    const remote = createStaticServer({ root: remoteRoot, cors: true, versionFolders: true });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
    try {
      const entry = await fetch(`${at}/1.0.0-abc/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(`${at}/stray.js`)).headers.get('cache-control')).toBe('no-cache');
      // The same file from a folder that is no remote's: revalidated.
      expect((await fetch(`${base}/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
    } finally {
      remote.close();
      await rm(remoteRoot, { recursive: true, force: true });
    }
  });
});

describe('registry file', () => {
  it('the newest built version is found', async () => {
    const dist = path.join(root, 'dist');
    await mkdir(path.join(dist, '1.0.0-old'), { recursive: true });
    await writeFile(path.join(dist, '1.0.0-old', 'mf-manifest.json'), '{}');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await mkdir(path.join(dist, '1.0.0-new'), { recursive: true });
    await writeFile(path.join(dist, '1.0.0-new', 'mf-manifest.json'), '{}');
    await mkdir(path.join(dist, 'not-a-build'));
    expect(await latestVersion(dist)).toBe('1.0.0-new');
    await expect(latestVersion(path.join(root, 'nothing'))).rejects.toThrow('No built version');
  });
});

describe('static server, for a build with prerendered pages', () => {
  let pagesRoot: string;
  let pages: http.Server;
  let pagesBase: string;

  beforeAll(async () => {
    pagesRoot = await mkdtemp(path.join(os.tmpdir(), 'static-pages-'));
    await writeFile(path.join(pagesRoot, 'index.html'), '<h1>home</h1>');
    await mkdir(path.join(pagesRoot, 'faq'));
    await writeFile(path.join(pagesRoot, 'faq', 'index.html'), '<h1>faq</h1>');
    await writeFile(path.join(pagesRoot, 'app.html'), '<main>frame</main>');
    pages = createStaticServer({ root: pagesRoot, spa: true });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    pagesBase = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    pages.close();
    await rm(pagesRoot, { recursive: true, force: true });
  });

  it.each([
    ['/', '<h1>home</h1>'],
    ['/faq', '<h1>faq</h1>'],
    ['/faq/', '<h1>faq</h1>'],
    ['/results?category=Magicians', '<main>frame</main>'],
    ['/pages/magic-mikes-magic-shows', '<main>frame</main>'],
  ])('answers %s with its prerendered page, or else the frame, revalidated', async (target, body) => {
    const response = await fetch(`${pagesBase}${target}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('still answers a missing file with 404', async () => {
    expect((await fetch(`${pagesBase}/chunks/missing.js`)).status).toBe(404);
  });
});
