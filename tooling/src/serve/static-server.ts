import { createReadStream, promises as fs, type Stats } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { cacheControl } from './cache-policy.ts';
import { contentType } from './content-types.ts';
import { SECURITY_HEADERS } from './headers.ts';

export type StaticServerOptions = {
  root: string;
  /** Serve index.html for paths that name no file (the host's client-side routes). */
  spa?: boolean;
  /** Remotes are fetched cross-origin by the host. */
  cors?: boolean;
  /** Handles a request first; returns true when it answered. */
  before?: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
  /** Headers for every response (security headers and the CSP, from ./headers.ts); defaults to the security headers alone. */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
};

async function statFile(file: string): Promise<Stats | null> {
  try {
    const stats = await fs.stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** Picks the precompressed variant (.br, .gz) the client accepts, if the build wrote one. */
async function variant(file: string, acceptEncoding: string) {
  const candidates: Array<[string, string]> = [];
  if (/\bbr\b/.test(acceptEncoding)) candidates.push(['.br', 'br']);
  if (/\bgzip\b/.test(acceptEncoding)) candidates.push(['.gz', 'gzip']);
  for (const [suffix, encoding] of candidates) {
    const stats = await statFile(file + suffix);
    if (stats) return { file: file + suffix, stats, encoding };
  }
  return null;
}

async function resolveFile(root: string, pathname: string, spa: boolean) {
  const decoded = decodeURIComponent(pathname);
  const candidate = path.normalize(path.join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
  const direct = await statFile(candidate);
  if (direct) return candidate;
  const index = path.join(candidate, 'index.html');
  if (await statFile(index)) return index;
  if (spa && !path.extname(decoded)) return path.join(root, 'index.html');
  return null;
}

/** Serves a build folder the way the CDN does: precompressed, revalidated or immutable. */
export function createStaticServer(options: StaticServerOptions): http.Server {
  const root = path.resolve(options.root);
  return http.createServer(async (req, res) => {
    try {
      const headers = options.headers ? await options.headers() : SECURITY_HEADERS;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
      if (options.before && (await options.before(req, res))) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      const file = await resolveFile(root, pathname, options.spa ?? false);
      const stats = file && (await statFile(file));
      if (!file || !stats) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
      res.setHeader('Content-Type', contentType(file));
      res.setHeader('Cache-Control', cacheControl(path.relative(root, file)));
      res.setHeader('ETag', etag);
      res.setHeader('Vary', 'Accept-Encoding');
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304).end();
        return;
      }
      const compressed = await variant(file, String(req.headers['accept-encoding'] ?? ''));
      if (compressed) res.setHeader('Content-Encoding', compressed.encoding);
      const body = compressed ?? { file, stats };
      res.writeHead(200, { 'Content-Length': body.stats.size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(body.file).pipe(res);
    } catch (error) {
      console.error('static server error', error);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    }
  });
}
