/**
 * The JavaScript a page load fetches, read from the DevTools protocol (Network domain) of the
 * page itself: which scripts, their bodies, what came over the wire and what a cache answered.
 * The service worker's own precache downloads run in its own target and are not counted: they
 * are not part of what the page waits for.
 */
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
  };
}

type Pending = { url: string; status: number; wireStatus: number | null; cached: boolean };

/** Records every script the page requests from now on; `done()` waits for their bodies. */
async function recordScripts(cdp: CDPSession) {
  const requests = new Map<string, Pending>();
  const finished: Array<Promise<ScriptRecord | null>> = [];
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Script')
      requests.set(event.requestId, { url: event.request.url, status: 0, wireStatus: null, cached: false });
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
  cdp.on('Network.loadingFinished', (event) => {
    const entry = requests.get(event.requestId);
    if (!entry) return;
    finished.push(
      cdp
        .send('Network.getResponseBody', { requestId: event.requestId })
        .then(({ body, base64Encoded }) => {
          const buffer = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
          return {
            url: entry.url,
            status: entry.wireStatus ?? entry.status,
            cached: entry.cached,
            raw: buffer.length,
            ...compressedSizes(buffer),
            transferred: entry.cached ? 0 : event.encodedDataLength,
          };
        })
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(finished)).filter((script): script is ScriptRecord => script !== null);
}

/** One load in a new tab of `context`: until the network is idle and the page's heading shows. */
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
