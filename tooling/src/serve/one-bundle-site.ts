import { oneBundleDir } from '../webpack/one-bundle-dir.ts';
import { apiForwarder } from './api-proxy.ts';
import { LOCAL_AUTH_EMULATOR_ORIGIN, siteHeaders } from './headers.ts';
import { pageHeadInjector } from './page-head.ts';
import { close, createSiteServer, listen } from './listen.ts';
import { createStaticHandler } from './static-server.ts';
import { localCertificate, localTlsDir, type LocalCertificate } from './tls.ts';

export type OneBundleSiteOptions = {
  repoRoot: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  hostname?: string;
  /** Where `/api/*` is forwarded, as for the federated site. */
  apiUrl?: string;
  /** HTTPS with HTTP/2 and the local certificate, as the federated site's `tls`. */
  tls?: boolean;
};

export type OneBundleSite = { url: string; certificate: LocalCertificate | null; close: () => Promise<void> };

/**
 * Serves the one-bundle build (`pnpm build:one-bundle`, host/dist-one-bundle) with the same
 * static server, compression, cache policy, headers and protocol as the federated site, so that
 * the two differ only in how the code is split and loaded.
 */
export async function startOneBundleSite(options: OneBundleSiteOptions): Promise<OneBundleSite> {
  const hostname = options.hostname ?? 'localhost';
  const headers = siteHeaders([], { authEmulatorOrigin: LOCAL_AUTH_EMULATOR_ORIGIN });
  const certificate = options.tls ? await localCertificate(localTlsDir(options.repoRoot)) : null;
  const server = createSiteServer(
    createStaticHandler({
      root: oneBundleDir(options.repoRoot),
      spa: true,
      headers: () => headers,
      before: options.apiUrl ? apiForwarder(options.apiUrl) : undefined,
      html: options.apiUrl ? pageHeadInjector(options.apiUrl) : undefined,
    }),
    certificate,
  );
  const port = await listen(server, options.port ?? 0, hostname);
  return { url: `${certificate ? 'https' : 'http'}://${hostname}:${port}`, certificate, close: () => close(server) };
}
