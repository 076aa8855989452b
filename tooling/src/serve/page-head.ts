/**
 * Every HTML page the site's server sends carries its own head (description, canonical URL, share
 * tags, the preload of its largest image): the API renders it (GET /api/public/page-head/<path>)
 * and the server splices it in at the marker the page template holds, as nginx's SSI does with
 * the same marker in production. Heads are kept a minute, then refreshed in the background: while
 * the fresh one is late (`waitMs`) the page keeps the head it had. A page this server has no head
 * for yet waits longer (`coldWaitMs`: a cold API renders a business page from the database, which
 * took more than 250 ms on a busy CI machine and sent the page out bare); an API that is down
 * costs such a page at most that, after which it goes out without one (its scripts then write it).
 */
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { encrypted, requestedHost } from './api-proxy.ts';
import { requestTarget } from './request-path.ts';

/** The internal location nginx answers the include with (deploy/nginx-page-head.ts). */
export const PAGE_HEAD_INCLUDE = '/_page-head';
/** In the page template's <head> (tooling/src/webpack/index.html); nginx reads it as an SSI include. */
export const PAGE_HEAD_MARKER = `<!--# include virtual="${PAGE_HEAD_INCLUDE}" -->`;
export const PAGE_HEAD_API_PATH = '/api/public/page-head';

export type PageHeadOptions = {
  /** How long a head is kept (default 60 s, as the API's Cache-Control allows). */
  ttlMs?: number;
  /** How long a page with an expired head waits for the fresh one before it keeps the old (default 250 ms). */
  waitMs?: number;
  /** How long a page this server has no head for yet waits for one (default 3 s); the fetch goes on after. */
  coldWaitMs?: number;
  /** How long the API may take before a fetch is given up (default 5 s). */
  fetchTimeoutMs?: number;
  /** How long a failed fetch is remembered, so a dead API is not asked on every page view (default 5 s). */
  failureTtlMs?: number;
  /** Heads kept at once (default 500); the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
};

/** `previous`: the last head the API gave for this page, sent while a refresh is late. */
type Entry = { head: Promise<string>; expires: number; previous: string };

/** The page with `head` in place of the marker (the marker's first occurrence only); a page without one as it is. */
export function spliceHead(html: string, head: string): string {
  const at = html.indexOf(PAGE_HEAD_MARKER);
  if (at === -1) return html;
  return html.slice(0, at) + head + html.slice(at + PAGE_HEAD_MARKER.length);
}

/** One GET of the API's head for a page: its body when the answer is 200 HTML, '' otherwise. */
function fetchHead(url: URL, headers: Record<string, string>, timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    const request = (url.protocol === 'https:' ? https : http).get(url, { headers, timeout: timeoutMs }, (answer) => {
      const html = String(answer.headers['content-type'] ?? '').startsWith('text/html');
      if (answer.statusCode !== 200 || !html) {
        answer.resume();
        return resolve('');
      }
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve(body));
      answer.on('error', () => resolve(''));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(''));
  });
}

/**
 * The head of the page `req` asks for, from the API at `apiUrl`: kept per origin and path, shared
 * by every request for it, at most `waitMs` late. The origin (the Host the browser used) is stated
 * to the API, which names it in the canonical URL only if it is one the site is served from.
 */
export function pageHeads(apiUrl: string, options: PageHeadOptions = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const waitMs = options.waitMs ?? 250;
  const coldWaitMs = options.coldWaitMs ?? 3_000;
  const fetchTimeoutMs = options.fetchTimeoutMs ?? 5_000;
  const failureTtlMs = options.failureTtlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const api = new URL(apiUrl).origin;
  const entries = new Map<string, Entry>();

  const load = (key: string, target: string, req: IncomingMessage, previous: string): Entry => {
    const client = req.socket.remoteAddress ?? '';
    const host = requestedHost(req);
    const head = fetchHead(
      new URL(`${PAGE_HEAD_API_PATH}${target}`, api),
      {
        'x-forwarded-proto': encrypted(req) ? 'https' : 'http',
        ...(host ? { 'x-forwarded-host': host } : {}),
        'x-forwarded-for': client,
        'x-real-ip': client,
      },
      fetchTimeoutMs,
    );
    const entry: Entry = { head, expires: Number.POSITIVE_INFINITY, previous };
    // Kept a minute once it is in; a failure only briefly, so the API is asked again soon.
    void head.then((text) => {
      if (entries.get(key) !== entry) return;
      entry.expires = now() + (text ? ttlMs : failureTtlMs);
      if (text) entry.previous = text;
    });
    // Newest last, so the first key is always the oldest.
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return entry;
  };

  return async (req: IncomingMessage): Promise<string> => {
    const target = requestTarget(req.url);
    if (!target) return '';
    const path = `${target.pathname}${target.search}`;
    const key = `${encrypted(req) ? 'https' : 'http'}://${requestedHost(req) ?? ''}${path}`;
    const kept = entries.get(key);
    const entry = kept && kept.expires > now() ? kept : load(key, path, req, kept?.previous ?? '');
    const fallback = entry.previous;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<string>(
      (resolve) => (timer = setTimeout(() => resolve(fallback), fallback ? waitMs : coldWaitMs)),
    );
    try {
      const head = await Promise.race([entry.head, late]);
      // A refresh that failed keeps the head the page had.
      return head || fallback;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The static server's `html` option: each page with its head spliced in. */
export function pageHeadInjector(apiUrl: string, options: PageHeadOptions = {}) {
  const headFor = pageHeads(apiUrl, options);
  return async (req: IncomingMessage, html: string): Promise<string> => spliceHead(html, await headFor(req));
}
