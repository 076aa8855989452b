import { promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { appPorts, REMOTE_APPS, type RemoteFederationName } from '../apps.ts';
import {
  localOrigins,
  pathBases,
  recordFileFor,
  remoteOrigins,
  remotePath,
  REMOTES_PATH,
  type Environment,
  type SiteLayout,
} from '../ops/environments.ts';
import { PREVIEW_PARAM, recordPreviewUse } from '../ops/preview.ts';
import { apiForwarder } from './api-proxy.ts';
import { pageHeadInjector } from './page-head.ts';
import { LOCAL_AUTH_EMULATOR_ORIGIN, siteHeaders } from './headers.ts';
import { close, createSiteServer, listen, type RequestHandler, type SiteServer } from './listen.ts';
import { requestTarget } from './request-path.ts';
import { createStaticHandler } from './static-server.ts';
import { localCertificate, localTlsDir, type LocalCertificate } from './tls.ts';

export type RemoteName = RemoteFederationName;

export const REMOTE_PACKAGES = Object.fromEntries(
  REMOTE_APPS.map((app) => [app.federationName, app.package]),
) as Record<RemoteName, string>;

export const DEFAULT_PORTS: Record<'host' | RemoteName, number> = appPorts();

export type SiteOptions = {
  repoRoot: string;
  registryFile: string;
  /**
   * `origins` (the default): the host and each remote on a port (an origin) of its own.
   * `path`: one origin for the whole site, each remote's versions under `/remotes/<name>/<version>/`,
   * as a CDN with path-based origins serves them.
   */
  layout?: SiteLayout;
  /**
   * HTTPS with the machine's local certificate (tls.ts, in `.local/tls/`), HTTP/2 to browsers that
   * offer it and HTTP/1.1 to others; plain HTTP/1.1 when false (the default).
   */
  tls?: boolean;
  /** 0 picks a free port. The path layout uses the host's alone. */
  ports?: Partial<Record<'host' | RemoteName, number>>;
  hostname?: string;
  /** Where `/api/*` on the site's origin is forwarded; without it those paths are not served. */
  apiUrl?: string;
  /** The environment the registry file belongs to (default `local`). */
  env?: string;
  /** The ops record beside the registry (default: `<registry>.ops.json`); never served. */
  recordFile?: string;
};

type ServerName = 'host' | RemoteName;

export type Site = {
  url: string;
  layout: SiteLayout;
  /**
   * The environment as ops sees it (same registry file, the bases this site serves the remotes
   * at): deploy into it (`ensureDeployed`, `deploy`) to point the site at versions.
   */
  environment: Environment;
  /** The certificate a browser must accept when `tls` is on (chromium.ts's trustCertificateFlags). */
  certificate: LocalCertificate | null;
  /** Every server: the host's, and in the origins layout each remote's. */
  servers: Partial<Record<ServerName, SiteServer>>;
  /**
   * A remote going down: its server stops (origins layout), or its path answers 503 as an origin
   * that fails behind the CDN (path layout).
   */
  stop: (name: ServerName) => Promise<void>;
  /** Brings it back, on the same port. */
  restart: (name: ServerName) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The headers of every response, with a CSP naming the remote origins this site's configuration
 * gives (its environment's bases other than its own origin), never whatever a registry points at.
 */
function policyHeaders(environment: () => Environment | null): () => Record<string, string> {
  let cached: { for: Environment | null; headers: Record<string, string> } | null = null;
  return () => {
    const current = environment();
    if (cached?.for !== current)
      cached = {
        for: current,
        headers: siteHeaders(current ? remoteOrigins(current) : [], { authEmulatorOrigin: LOCAL_AUTH_EMULATOR_ORIGIN }),
      };
    return cached.headers;
  };
}

/** `/registry.json`: whatever ops last wrote for the environment, read on every request (a 503 until then). */
async function serveRegistry(registryFile: string, res: ServerResponse): Promise<void> {
  const body = await fs.readFile(registryFile).catch(() => null);
  res.writeHead(body ? 200 : 503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(body ?? JSON.stringify({ message: 'Registry unavailable' }));
}

const remoteDist = (repoRoot: string, name: RemoteName) => path.join(repoRoot, REMOTE_PACKAGES[name], 'dist');

/**
 * Serves the built site as it runs in production: the host with each remote on an origin of its
 * own, or the whole site on one origin with the remotes under `/remotes/` (see SiteOptions). It
 * deploys nothing: `/registry.json` is whatever ops last wrote for the environment.
 */
export async function startSite(options: SiteOptions): Promise<Site> {
  const hostname = options.hostname ?? 'localhost';
  const layout = options.layout ?? 'origins';
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  const certificate = options.tls ? await localCertificate(localTlsDir(options.repoRoot)) : null;
  const scheme = certificate ? 'https' : 'http';
  const remoteNames = Object.keys(REMOTE_PACKAGES) as RemoteName[];
  let environment: Environment | null = null;
  const headers = policyHeaders(() => environment);
  const forwardApi = options.apiUrl ? apiForwarder(options.apiUrl) : null;
  /** Remotes taken down by `stop` in the path layout. */
  const down = new Set<RemoteName>();

  const hostHandler = createStaticHandler({
    root: path.join(options.repoRoot, 'host', 'dist'),
    spa: true,
    headers,
    // Each page with its own head, read from the API (page-head.ts).
    html: options.apiUrl ? pageHeadInjector(options.apiUrl) : undefined,
    mounts:
      layout === 'path'
        ? Object.fromEntries(remoteNames.map((name) => [`${remotePath(name)}/`, remoteDist(options.repoRoot, name)]))
        : undefined,
    before: async (req: IncomingMessage, res: ServerResponse) => {
      if (forwardApi?.(req, res)) return true;
      const target = requestTarget(req.url);
      const pathname = target?.pathname ?? '/';
      // A page opened from a preview link: its use is recorded (docs/operations.md, "Previews").
      const preview = new URLSearchParams(target?.search ?? '').get(PREVIEW_PARAM);
      if (preview) await recordPreviewUse(options.registryFile, preview).catch(() => undefined);
      if (pathname === '/registry.json') {
        await serveRegistry(options.registryFile, res);
        return true;
      }
      if (layout !== 'path' || !pathname.startsWith(`${REMOTES_PATH}/`)) return false;
      const remote = remoteNames.find((name) => pathname.startsWith(`${remotePath(name)}/`));
      // Under /remotes/ only the remotes' files: an unknown name is a 404, never the host's page.
      if (!remote || down.has(remote)) {
        res.writeHead(remote ? 503 : 404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(remote ? `${remote} is unavailable` : 'Not found');
        return true;
      }
      return false;
    },
  });
  const handlers: Partial<Record<ServerName, RequestHandler>> = { host: hostHandler };
  if (layout === 'origins') {
    for (const name of remoteNames) {
      handlers[name] = createStaticHandler({
        root: remoteDist(options.repoRoot, name),
        cors: true,
        versionFolders: true,
        headers,
      });
    }
  }

  const servers: Partial<Record<ServerName, SiteServer>> = {};
  const bound: Partial<Record<ServerName, number>> = {};
  const start = async (name: ServerName, port: number) => {
    servers[name] = createSiteServer(handlers[name]!, certificate);
    bound[name] = await listen(servers[name]!, port, hostname);
  };
  const closeAll = () => Promise.all(Object.values(servers).map(close));
  try {
    for (const name of Object.keys(handlers) as ServerName[]) await start(name, ports[name]);
  } catch (error) {
    await closeAll();
    throw error;
  }

  const url = `${scheme}://${hostname}:${bound.host}`;
  environment = {
    name: options.env ?? 'local',
    registryFile: options.registryFile,
    recordFile: options.recordFile ?? recordFileFor(options.registryFile),
    bases: layout === 'path' ? pathBases(url) : localOrigins(hostname, bound as Record<RemoteName, number>, scheme),
    siteOrigin: url,
    repoRoot: options.repoRoot,
  };

  return {
    url,
    layout,
    environment,
    certificate,
    servers,
    stop: async (name) => {
      if (layout === 'path' && name !== 'host') down.add(name);
      else await close(servers[name]!);
    },
    restart: async (name) => {
      if (layout === 'path' && name !== 'host') {
        down.delete(name);
        return;
      }
      await close(servers[name]!);
      await start(name, bound[name]!);
    },
    close: async () => {
      await closeAll();
    },
  };
}
