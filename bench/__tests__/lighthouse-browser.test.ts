import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { STORAGE_KEYS } from 'shared/contracts';
import { startLighthouseBrowser } from '../lighthouse-browser.ts';

/** A page and its script, cacheable as the site's hashed files are; anything else is a 404. */
const requests: string[] = [];
const server = http.createServer((request, response) => {
  requests.push(request.url ?? '');
  if (request.url === '/') {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>t</title><h1>Hello</h1><script src="/app.js"></script>');
  } else if (request.url === '/app.js') {
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=3600' });
    // As the site's scripts do, it registers a service worker that fills a cache.
    response.end('navigator.serviceWorker.register("/sw.js"); document.title = "ran";');
  } else if (request.url === '/sw.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(
      'self.addEventListener("install", (e) => e.waitUntil(caches.open("c").then((c) => c.addAll(["/", "/app.js"]))));',
    );
  } else {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }
});
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  requests.length = 0;
});

/** What a page of the site's origin reads in the running browser, and whether /app.js came from its cache. */
async function visitAgain(port: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(url);
    await page.waitForFunction(() => document.title === 'ran');
    return await page.evaluate(
      (keys) => ({ view: localStorage.getItem(keys.selectedView), consent: localStorage.getItem(keys.userConsent) }),
      STORAGE_KEYS,
    );
  } finally {
    await browser.close();
  }
}

describe('startLighthouseBrowser', () => {
  it('readies a returning visit, then restarts Chromium on the same profile', async () => {
    const lighthouseBrowser = await startLighthouseBrowser();
    try {
      const before = lighthouseBrowser.port;
      await lighthouseBrowser.prepareVisit(url, 'provider', 'returning');
      expect(requests.filter((path) => path === '/app.js')).toHaveLength(1);

      // The Chromium that loaded the page is gone; a new one answers on another port.
      expect(lighthouseBrowser.port).not.toBe(before);
      await expect(fetch(`http://127.0.0.1:${before}/json/version`)).rejects.toThrow();
      // It kept what a returning visitor's disk keeps: the stored choices and the HTTP cache.
      expect(await visitAgain(lighthouseBrowser.port)).toEqual({ view: 'provider', consent: 'declined' });
      expect(requests.filter((path) => path === '/app.js')).toHaveLength(1);
    } finally {
      await lighthouseBrowser.close();
    }
  }, 60_000);

  it('starts every returning visit from a new profile: nothing an earlier run left is read', async () => {
    const lighthouseBrowser = await startLighthouseBrowser();
    try {
      await lighthouseBrowser.prepareVisit(url, 'provider', 'returning');
      await visitAgain(lighthouseBrowser.port);
      expect(requests.filter((path) => path === '/app.js')).toHaveLength(1);

      await lighthouseBrowser.prepareVisit(url, 'organizer', 'returning');
      // The script was cacheable for an hour: fetched again, it came from no cache of the runs before.
      expect(requests.filter((path) => path === '/app.js')).toHaveLength(2);
      expect(await visitAgain(lighthouseBrowser.port)).toEqual({ view: 'organizer', consent: 'declined' });
      expect(requests.filter((path) => path === '/app.js')).toHaveLength(2);
    } finally {
      await lighthouseBrowser.close();
    }
  }, 90_000);

  it('readies a first visit: the view stored, no cookie choice, the page not loaded', async () => {
    const lighthouseBrowser = await startLighthouseBrowser();
    try {
      await lighthouseBrowser.prepareVisit(url, 'provider', 'returning');
      requests.length = 0;
      await lighthouseBrowser.prepareVisit(url, 'organizer', 'first');
      expect(requests).not.toContain('/');
      expect(await visitAgain(lighthouseBrowser.port)).toEqual({ view: 'organizer', consent: null });
    } finally {
      await lighthouseBrowser.close();
    }
  }, 60_000);

  it('closes with every process of its browser gone, then its profile', async () => {
    const lighthouseBrowser = await startLighthouseBrowser();
    const { userDataDir } = lighthouseBrowser;
    await lighthouseBrowser.prepareVisit(url, 'organizer', 'returning');
    await lighthouseBrowser.close();
    // Chromium's helpers name the profile on their command lines too: none is left.
    const left = execFileSync('ps', ['-eo', 'stat=,args='], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(userDataDir) && !line.trimStart().startsWith('Z'));
    expect(left).toEqual([]);
    expect(existsSync(userDataDir)).toBe(false);
  }, 60_000);
});
