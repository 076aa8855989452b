import { promises as fs } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { appPorts, REMOTE_APPS, type RemoteFederationName } from '../apps.ts';
import { localOrigins, recordFileFor, type Environment } from '../ops/environments.ts';
import { apiForwarder } from './api-proxy.ts';
import { close, listen } from './listen.ts';
import { siteHeaders } from './headers.ts';
import { createStaticServer } from './static-server.ts';

export type RemoteName = RemoteFederationName;

export const REMOTE_PACKAGES = Object.fromEntries(
  REMOTE_APPS.map((app) => [app.federationName, app.package]),
) as Record<RemoteName, string>;

export const DEFAULT_PORTS: Record<'host' | RemoteName, number> = appPorts();

export type SiteOptions = {
  repoRoot: string;
  registryFile: string;
  /** 0 picks a free port. */
  ports?: Partial<Record<'host' | RemoteName, number>>;
  hostname?: string;
  /** Where `/api/*` on the site's origin is forwarded; without it those paths are not served. */
  apiUrl?: string;
  /** The environment the registry file belongs to (default `local`). */
  env?: string;
  /** The ops record beside the registry (default: `<registry>.ops.json`); never served. */
  recordFile?: string;
};

export type Site = {
  url: string;
  /**
   * The environment as ops sees it (same registry file, the origins this site serves): deploy
   * into it (`ensureDeployed`, `deploy`) to point the site at versions.
   */
  environment: Environment;
  servers: Record<'host' | RemoteName, http.Server>;
  /** Stops one server (a remote going down). */
  stop: (name: 'host' | RemoteName) => Promise<void>;
  /** Starts it again on the same port. */
  restart: (name: 'host' | RemoteName) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The headers of every response, with a CSP naming the remotes' origins this site's
 * configuration gives (its environment), never whatever origin the registry points at.
 */
function policyHeaders(environment: () => Environment | null): () => Record<string, string> {
  let cached: { for: Environment | null; headers: Record<string, string> } | null = null;
  return () => {
    const current = environment();
    if (cached?.for !== current) cached = { for: current, headers: siteHeaders(Object.values(current?.origins ?? {})) };
    return cached.headers;
  };
}

/**
 * Serves the built site as it runs in production: the host on its origin and each remote on
 * its own. It deploys nothing: `/registry.json` is whatever ops last wrote for the environment
 * (a 503 until then), read on every request.
 */
export async function startSite(options: SiteOptions): Promise<Site> {
  const hostname = options.hostname ?? 'localhost';
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  const factories = {} as Record<'host' | RemoteName, () => http.Server>;
  const servers = {} as Record<'host' | RemoteName, http.Server>;
  const bound = {} as Record<'host' | RemoteName, number>;
  let environment: Environment | null = null;
  const headers = policyHeaders(() => environment);

  for (const [name, pkg] of Object.entries(REMOTE_PACKAGES) as Array<[RemoteName, string]>) {
    factories[name] = () => createStaticServer({ root: path.join(options.repoRoot, pkg, 'dist'), cors: true, headers });
  }
  const forwardApi = options.apiUrl ? apiForwarder(options.apiUrl) : null;
  factories.host = () =>
    createStaticServer({
      root: path.join(options.repoRoot, 'host', 'dist'),
      spa: true,
      headers,
      before: async (req, res) => {
        if (forwardApi?.(req, res)) return true;
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        if (pathname !== '/registry.json') return false;
        const body = await fs.readFile(options.registryFile).catch(() => null);
        res.writeHead(body ? 200 : 503, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
        res.end(body ?? JSON.stringify({ message: 'Registry unavailable' }));
        return true;
      },
    });

  for (const name of Object.keys(factories) as Array<'host' | RemoteName>) {
    servers[name] = factories[name]();
    bound[name] = await listen(servers[name], ports[name], hostname);
  }

  environment = {
    name: options.env ?? 'local',
    registryFile: options.registryFile,
    recordFile: options.recordFile ?? recordFileFor(options.registryFile),
    origins: localOrigins(hostname, bound),
    repoRoot: options.repoRoot,
  };

  return {
    url: `http://${hostname}:${bound.host}`,
    environment,
    servers,
    stop: (name) => close(servers[name]),
    restart: async (name) => {
      await close(servers[name]);
      servers[name] = factories[name]();
      await listen(servers[name], bound[name], hostname);
    },
    close: async () => {
      await Promise.all(Object.values(servers).map(close));
    },
  };
}
