import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { proxyToApi } from './api-proxy.ts';
import { siteHeaders } from './headers.ts';
import { createStaticServer } from './static-server.ts';

export type OneBundleSiteOptions = {
  repoRoot: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  hostname?: string;
  /** Where `/api/*` is forwarded, as for the federated site. */
  apiUrl?: string;
};

export type OneBundleSite = { url: string; close: () => Promise<void> };

/**
 * Serves the one-bundle build (`pnpm build:one-bundle`, host/dist-one-bundle) with the same
 * static server, compression, cache policy and headers as the federated site, so that the two
 * differ only in how the code is split and loaded.
 */
export async function startOneBundleSite(options: OneBundleSiteOptions): Promise<OneBundleSite> {
  const hostname = options.hostname ?? 'localhost';
  const headers = siteHeaders([]);
  const server: http.Server = createStaticServer({
    root: path.join(options.repoRoot, 'host', 'dist-one-bundle'),
    spa: true,
    headers: () => headers,
    before: (req, res) => {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      if (!options.apiUrl || !pathname.startsWith('/api/')) return false;
      proxyToApi(options.apiUrl, req, res);
      return true;
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, hostname, () => resolve((server.address() as AddressInfo).port));
  });
  return {
    url: `http://${hostname}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
