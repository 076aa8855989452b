import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream';
import { canonicalPath, requestTarget } from './request-path.ts';

export type ApiProxyOptions = {
  /**
   * How long the API may take to send its response headers (then 504), and afterwards to send the
   * next part of an ordinary body (then the response is cut). An event stream, once its headers
   * are in, has no limit: it is quiet between heartbeats by design. Default 30 s.
   */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * How long a connection to the API may sit idle before the forwarder closes it: well under the
 * API's 5 s keep-alive timeout (api/src/build-server.ts). Node's default agent keeps one until a
 * second before the API's hint, so under load a request could be sent into a socket the API was
 * already closing, and was reset (1 in 11,000 in bench:mix). nginx closes its own at 4 s.
 */
export const API_IDLE_TIMEOUT_MS = 2_000;

// One pool per protocol, kept alive between requests, each idle socket closed at API_IDLE_TIMEOUT_MS.
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: API_IDLE_TIMEOUT_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: API_IDLE_TIMEOUT_MS }),
};

/** Headers about one connection rather than the message (RFC 9110, 7.6.1): never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** What a client could claim about its address or the site's origin: the forwarder states these itself. */
const CLIENT_CLAIMS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/** Only backend services on the private network call these; from the public site they do not exist. */
const PRIVATE_ROUTES = /^\/api\/internal(\/|$)/;

/** A message's own headers: no hop-by-hop ones, and no HTTP/2 pseudo-header (`:path`, `:authority`), which HTTP/1.1 cannot carry. */
function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name) && !named.includes(name)),
  );
}

/** The host the browser asked for: HTTP/2 names it in `:authority` rather than Host. */
export function requestedHost(req: IncomingMessage): string | undefined {
  return req.headers.host ?? (req.headers[':authority'] as string | undefined);
}

/** Whether the browser's connection is TLS (an HTTP/2 request's socket stands in for its session's). */
export function encrypted(req: IncomingMessage): boolean {
  return (req.socket as { encrypted?: boolean } | null)?.encrypted === true;
}

function isEventStream(answer: IncomingMessage): boolean {
  return String(answer.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('text/event-stream');
}

/** Errors of the forwarder itself, in the API's own shape so the site reads them alike. */
function reply(res: ServerResponse, statusCode: number, message: string): void {
  res.writeHead(statusCode, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ statusCode, error: http.STATUS_CODES[statusCode], message }));
}

/** Whether the API answers this request: its path, read the way the API could read it, is under /api/. */
export function isApiRequest(req: IncomingMessage): boolean {
  const target = requestTarget(req.url);
  if (!target) return false;
  return (canonicalPath(target.pathname) ?? target.pathname.toLowerCase()).startsWith('/api/');
}

/** The `before` hook of a site server: forwards the API's requests and leaves every other one to the files. */
export function apiForwarder(apiUrl: string, options: ApiProxyOptions = {}) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!isApiRequest(req)) return false;
    proxyToApi(apiUrl, req, res, options);
    return true;
  };
}

/**
 * Forwards `/api/*` on the site's origin to the API, as the CDN or load balancer does in
 * production, so the browser calls its own origin. Streams both ways (Server-Sent Events too),
 * and whichever side closes, the other is closed with it.
 */
export function proxyToApi(
  apiUrl: string,
  req: IncomingMessage,
  res: ServerResponse,
  options: ApiProxyOptions = {},
): void {
  const target = requestTarget(req.url);
  if (!target) return reply(res, 400, 'The request target must be a path, such as /api/events.');
  const canonical = canonicalPath(target.pathname);
  if (canonical === null) return reply(res, 400, 'The request path has a malformed % escape.');
  if (PRIVATE_ROUTES.test(canonical)) return reply(res, 404, `There is nothing at ${req.method} on this path.`);

  // Only the path and query come from the client: the origin is always the API's.
  const url = new URL(new URL(apiUrl).origin);
  url.pathname = target.pathname;
  url.search = target.search;
  const headers = endToEnd(req.headers);
  for (const claim of CLIENT_CLAIMS) delete headers[claim];
  const client = req.socket.remoteAddress ?? '';
  Object.assign(headers, {
    host: url.host,
    'x-forwarded-for': client,
    'x-real-ip': client,
    'x-forwarded-proto': encrypted(req) ? 'https' : 'http',
  });
  const host = requestedHost(req);
  if (host) headers['x-forwarded-host'] = host;
  // The framing is this hop's own, but a body without a length needs one: Node would send a DELETE's unframed.
  if (req.headers['transfer-encoding'] && req.headers['content-length'] === undefined)
    headers['transfer-encoding'] = 'chunked';

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (onTimeout: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(onTimeout, timeoutMs);
  };
  const disarm = () => clearTimeout(timer);
  /** The API's answer arrived whole: nothing upstream is left to cut when the browser's side closes. */
  let answered = false;

  const upstream = (url.protocol === 'https:' ? https : http).request(
    url,
    { method: req.method, headers, agent: url.protocol === 'https:' ? agents['https:'] : agents['http:'] },
    (answer) => {
      disarm();
      // HTTP/2 has no reason phrase (Node warns when given one).
      if (req.httpVersionMajor >= 2) res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      else res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
      if (isEventStream(answer)) {
        res.flushHeaders();
      } else {
        const stall = () => arm(() => upstream.destroy(new Error(`The API sent nothing for ${timeoutMs} ms`)));
        stall();
        answer.on('data', stall);
      }
      answer.once('end', () => (answered = true));
      // An answer that ends, aborts or errors ends or destroys the browser's response with it.
      pipeline(answer, res, disarm);
    },
  );
  arm(() => {
    reply(res, 504, `The API did not answer within ${timeoutMs / 1000} s.`);
    upstream.destroy();
  });
  upstream.on('error', () => {
    disarm();
    if (res.writableEnded) return;
    if (res.headersSent) return void res.destroy();
    reply(res, 502, 'The API is not reachable.');
  });
  // Not res.writableFinished: an HTTP/2 response reads as finished once its stream closes, even when the browser cancelled it.
  res.on('close', () => {
    disarm();
    if (!answered) upstream.destroy();
  });
  // Not pipeline(): on an upstream error that would destroy the browser's socket before the 502 is written.
  req.on('error', () => upstream.destroy());
  req.pipe(upstream);
}
