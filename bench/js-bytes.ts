/**
 * The JavaScript a page load fetches, read from the DevTools protocol (Network domain) of the
 * page itself: which scripts, their bodies, what came over the wire and what a cache answered.
 * The service worker's own precache downloads run in its own target and are not counted: they
 * are not part of what the page waits for.
 */
import https from 'node:https';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession } from '@playwright/test';
import { contextWithView, settleServiceWorker, watchPage } from './browser.ts';
import type { JsLoad, PageJs, PageSpec } from './figures.ts';

export type ScriptRecord = {
  url: string;
  status: number;
  /** Decoded body size; gzip and brotli as the build's CompressionPlugin writes them. */
  raw: number;
  gzip: number;
  brotli: number;
  transferred: number;
  cached: boolean;
};

/** compression-webpack-plugin's defaults: gzip level 9, brotli quality 11. */
export function compressedSizes(body: Buffer): { gzip: number; brotli: number } {
  return {
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
      .length,
  };
}

export function summarize(scripts: readonly ScriptRecord[]): JsLoad {
  const sum = (pick: (script: ScriptRecord) => number) => scripts.reduce((total, script) => total + pick(script), 0);
  return {
    requests: scripts.length,
    raw: sum((s) => s.raw),
    gzip: sum((s) => s.gzip),
    brotli: sum((s) => s.brotli),
    transferred: sum((s) => s.transferred),
    network: scripts.filter((s) => !s.cached).length,
    revalidated: scripts.filter((s) => !s.cached && s.status === 304).length,
    cached: scripts.filter((s) => s.cached).length,
    entries: Object.fromEntries(
      scripts.filter((s) => new URL(s.url).pathname.endsWith('/remoteEntry.js')).map((s) => [s.url, s.gzip]),
    ),
  };
}

type Pending = { url: string; status: number; wireStatus: number | null; cached: boolean };

/**
 * Again from the loopback server, decoded. Over HTTPS the site's certificate is the local one
 * the browser was told to trust; this process was not, and it only ever asks loopback.
 */
function refetch(url: string): Promise<Buffer> {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'https:') return fetch(url).then(async (response) => Buffer.from(await response.arrayBuffer()));
  if (!['localhost', '127.0.0.1', '[::1]'].includes(hostname)) throw new Error(`Not a loopback URL: ${url}`);
  return new Promise((resolve, reject) => {
    https
      .get(url, { rejectUnauthorized: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A body DevTools no longer holds is fetched again from the (loopback) server. */
async function bodyOf(cdp: CDPSession, requestId: string, url: string): Promise<Buffer> {
  try {
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
    return Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
  } catch {
    return refetch(url);
  }
}

/**
 * Records every script the page requests from now on. `done()` returns once no script has been
 * requested or finished for `quietMs` and none is in flight: "network idle" alone missed
 * scripts a page asks for a little later (the bell, after sign-in state is known).
 */
async function recordScripts(cdp: CDPSession, quietMs = 1_000, timeoutMs = 20_000) {
  const requests = new Map<string, Pending>();
  const inFlight = new Set<string>();
  const finished: Array<Promise<ScriptRecord>> = [];
  let lastActivity = performance.now();
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type !== 'Script') return;
    requests.set(event.requestId, { url: event.request.url, status: 0, wireStatus: null, cached: false });
    inFlight.add(event.requestId);
    lastActivity = performance.now();
  });
  // Memory or disk cache (Chromium reports memory-cache hits only through this event).
  cdp.on('Network.requestServedFromCache', (event) => {
    const entry = requests.get(event.requestId);
    if (entry) entry.cached = true;
  });
  // The status on the wire: a revalidated script shows as 200 in responseReceived but 304 here.
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    const entry = requests.get(event.requestId);
    if (entry) entry.wireStatus = event.statusCode;
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = requests.get(event.requestId);
    if (!entry) return;
    entry.status = event.response.status;
    if (event.response.fromDiskCache || event.response.fromServiceWorker || event.response.fromPrefetchCache)
      entry.cached = true;
  });
  cdp.on('Network.loadingFailed', (event) => {
    if (inFlight.delete(event.requestId)) lastActivity = performance.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = requests.get(event.requestId);
    if (!entry) return;
    inFlight.delete(event.requestId);
    lastActivity = performance.now();
    finished.push(
      bodyOf(cdp, event.requestId, entry.url).then((body) => ({
        url: entry.url,
        status: entry.wireStatus ?? entry.status,
        cached: entry.cached,
        raw: body.length,
        ...compressedSizes(body),
        transferred: entry.cached ? 0 : event.encodedDataLength,
      })),
    );
  });
  return async () => {
    const started = performance.now();
    while (inFlight.size > 0 || performance.now() - lastActivity < quietMs) {
      if (performance.now() - started > timeoutMs)
        throw new Error(`Scripts still loading after ${timeoutMs} ms: ${inFlight.size}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return Promise.all(finished);
  };
}

/** One load in a new tab of `context`: until the page's heading shows and its scripts have stopped coming. */
export async function loadPage(context: BrowserContext, url: string, heading: string): Promise<ScriptRecord[]> {
  const tab = await context.newPage();
  try {
    const watch = watchPage(tab);
    const cdp = await context.newCDPSession(tab);
    const done = await recordScripts(cdp);
    await tab.goto(url, { waitUntil: 'networkidle' });
    await watch.waitForHeading(heading);
    const scripts = await done();
    // Between two visits the service worker (where the build has one) has long finished installing.
    await settleServiceWorker(tab);
    return scripts;
  } finally {
    await tab.close();
  }
}

/** Cold load in a fresh context, then warm: the same URL again in that context (HTTP cache and service worker primed). */
export async function measurePageJs(browser: Browser, siteUrl: string, page: PageSpec): Promise<PageJs> {
  const context = await contextWithView(browser, page.view);
  try {
    const cold = await loadPage(context, siteUrl + page.path, page.heading);
    const warm = await loadPage(context, siteUrl + page.path, page.heading);
    return { page: page.key, cold: summarize(cold), warm: summarize(warm) };
  } finally {
    await context.close();
  }
}
