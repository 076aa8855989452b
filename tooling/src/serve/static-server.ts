import { createReadStream, promises as fs, type Stats } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { cacheControl } from './cache-policy.ts';
import { contentType } from './content-types.ts';
import { SECURITY_HEADERS } from './headers.ts';
import { type HtmlTransform, sendHtml } from './html-response.ts';
import { FRAME_PAGE } from '../webpack/prerendered-html.ts';
import { requestTarget } from './request-path.ts';

export type StaticServerOptions = {
  root: string;
  /**
   * Serve a page for paths that name no file (the host's client-side routes): `<path>/index.html`
   * where the build prerendered one, else the frame (app.html), or index.html in a build without it.
   */
  spa?: boolean;
  /** Remotes are fetched cross-origin by the host. */
  cors?: boolean;
  /** The root is a remote's build folder: every file inside a `<version>/` folder is immutable (cache-policy.ts). */
  versionFolders?: boolean;
  /** Handles a request first; returns true when it answered. */
  before?: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
  /** Headers for every response (security headers and the CSP, from ./headers.ts); defaults to the security headers alone. */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
  /**
   * Remotes' build folders served under a path prefix ending in `/` (the path layout's
   * `/remotes/remote_shell/` -> remote-shell/dist): a path under one is a file of that folder or
   * a 404, never the SPA's index.html, and its version folders are immutable as `versionFolders` says.
   */
  mounts?: Record<string, string>;
  /** Changes every HTML page of the root on its way out (the page's head spliced in: page-head.ts). */
  html?: HtmlTransform;
};

/**
 * A regular file inside the real root once every symlink on its way is followed, and the path it
 * really has (the one to read, so a link swapped after this check cannot point elsewhere); null otherwise.
 */
async function statFile(realRoot: string, file: string): Promise<{ real: string; stats: Stats } | null> {
  try {
    const real = await fs.realpath(file);
    if (!real.startsWith(realRoot + path.sep)) return null;
    const stats = await fs.stat(real);
    return stats.isFile() ? { real, stats } : null;
  } catch {
    return null;
  }
}

/** Picks the precompressed variant (.br, .gz) the client accepts, if the build wrote one. */
async function variant(realRoot: string, file: string, acceptEncoding: string) {
  const candidates: Array<[string, string]> = [];
  if (/\bbr\b/.test(acceptEncoding)) candidates.push(['.br', 'br']);
  if (/\bgzip\b/.test(acceptEncoding)) candidates.push(['.gz', 'gzip']);
  for (const [suffix, encoding] of candidates) {
    const found = await statFile(realRoot, file + suffix);
    if (found) return { ...found, encoding };
  }
  return null;
}

async function resolveFile(realRoot: string, decoded: string, spa: boolean) {
  const candidate = path.normalize(path.join(realRoot, decoded));
  if (candidate !== realRoot && !candidate.startsWith(realRoot + path.sep)) return null;
  if (await statFile(realRoot, candidate)) return candidate;
  const index = path.join(candidate, 'index.html');
  if (await statFile(realRoot, index)) return index;
  if (!spa || path.extname(decoded)) return null;
  // A path with no page of its own gets the frame a prerendering build writes, else index.html.
  const frame = path.join(realRoot, FRAME_PAGE);
  return (await statFile(realRoot, frame)) ? frame : path.join(realRoot, 'index.html');
}

function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

function badRequest(res: ServerResponse, message: string): void {
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end(message);
}

/** The folder a decoded path is served from, the path inside it, and whether the SPA fallback applies. */
function servedFrom(
  options: StaticServerOptions,
  decoded: string,
): { root: string; inside: string; spa: boolean; versionFolders: boolean } {
  for (const [prefix, root] of Object.entries(options.mounts ?? {})) {
    if (decoded.startsWith(prefix))
      return { root, inside: decoded.slice(prefix.length - 1), spa: false, versionFolders: true };
  }
  return { root: options.root, inside: decoded, spa: options.spa ?? false, versionFolders: !!options.versionFolders };
}

/** Serves a build folder the way the CDN does: precompressed, revalidated or immutable. */
export function createStaticServer(options: StaticServerOptions): http.Server {
  return http.createServer(createStaticHandler(options));
}

/** The static server's request handler, for a server of the caller's (HTTP/2 with TLS: listen.ts). */
export function createStaticHandler(options: StaticServerOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const headers = options.headers ? await options.headers() : SECURITY_HEADERS;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
      if (options.before && (await options.before(req, res))) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const target = requestTarget(req.url);
      if (!target) return badRequest(res, 'The request target must be a path.');
      const decoded = decodePath(target.pathname);
      if (decoded === null) return badRequest(res, 'The request path has a malformed % escape.');
      const served = servedFrom(options, decoded);
      const root = path.resolve(served.root);
      // The root's own real path: a build folder reached through a symlink still serves.
      const realRoot = await fs.realpath(root).catch(() => root);
      const file = await resolveFile(realRoot, served.inside, served.spa);
      const found = file && (await statFile(realRoot, file));
      if (!file || !found) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const { stats } = found;
      const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
      res.setHeader('Content-Type', contentType(file));
      res.setHeader('Cache-Control', cacheControl(path.relative(realRoot, file), served));
      res.setHeader('Vary', 'Accept-Encoding');
      if (options.html && served.root === options.root && file.endsWith('.html')) {
        return await sendHtml(req, res, found.real, options.html);
      }
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304).end();
        return;
      }
      const compressed = await variant(realRoot, file, String(req.headers['accept-encoding'] ?? ''));
      if (compressed) res.setHeader('Content-Encoding', compressed.encoding);
      const body = compressed ?? found;
      res.writeHead(200, { 'Content-Length': body.stats.size });
      if (req.method === 'HEAD') res.end();
      // A read that fails half way destroys the response rather than leaving the browser waiting.
      else pipeline(createReadStream(body.real), res, () => undefined);
    } catch (error) {
      console.error('static server error', error);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    }
  };
}
