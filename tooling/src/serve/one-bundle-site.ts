import { oneBundleDir } from '../webpack/one-bundle-dir.ts';
import { apiForwarder } from './api-proxy.ts';
import { siteHeaders } from './headers.ts';
import { close, listen } from './listen.ts';
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
  const server = createStaticServer({
    root: oneBundleDir(options.repoRoot),
    spa: true,
    headers: () => headers,
    before: options.apiUrl ? apiForwarder(options.apiUrl) : undefined,
  });
  const port = await listen(server, options.port ?? 0, hostname);
  return { url: `http://${hostname}:${port}`, close: () => close(server) };
}
