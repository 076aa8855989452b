import webpack from 'webpack';
import { GenerateSW, type GenerateSWConfig } from 'workbox-webpack-plugin';
import { FRAME_PAGE } from './prerendered-html.ts';

/**
 * Never precached: the registry and every manifest or container entry must reach the network on
 * each load (a deploy or rollback takes effect on the next page view), and compressed copies,
 * source maps and licence notes are not files the page asks for.
 */
export const PRECACHE_EXCLUDE = [
  /\.map$/,
  /\.(gz|br)$/,
  /\.LICENSE\.txt$/,
  /(^|\/)remoteEntry\.js$/,
  /(^|\/)mf-[\w-]+\.json$/,
  /(^|\/)registry\.json$/,
  /(^|\/)sw-network-routes\.js$/,
  // Prerendered pages other than `/`: a navigation goes to the network, and offline gets the frame.
  /^.+\/index\.html$/,
];

/** Loaded by sw.js (importScripts): the worker's static routes. */
export const NETWORK_ROUTES_FILE = 'sw-network-routes.js';

/**
 * `/api/` goes straight to the network, never through the worker (the Service Worker Static
 * Routing API, Chromium 123+). Without it every request of a controlled page to the API is first
 * a fetch event of the worker, even though the worker answers none of them; and a beacon sent as
 * the page is left (the telemetry report, host/src/telemetry) was then lost in Chromium for 1 in
 * 4 to 1 in 8 page loads: `sendBeacon` returned true, but the request never reached the network.
 * With the worker blocked, or with this route, every one arrives. Browsers without the API keep
 * the fetch event as before.
 */
export const NETWORK_ROUTES_SOURCE = `self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  event.waitUntil(
    event
      .addRoutes({ condition: { urlPattern: new URLPattern({ pathname: '/api/*' }) }, source: 'network' })
      .catch(() => undefined),
  );
});
`;

/** Emits NETWORK_ROUTES_FILE beside sw.js. */
class NetworkRoutesPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('NetworkRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'NetworkRoutesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(NETWORK_ROUTES_FILE, new webpack.sources.RawSource(NETWORK_ROUTES_SOURCE)),
      );
    });
  }
}

type MatchContext = { url: URL; request: Request; sameOrigin: boolean };

/**
 * Page navigations on the site's own origin, other than the API, the registry, a manifest or a
 * container entry. Workbox copies this function's source into sw.js: it must refer to nothing
 * outside itself.
 */
export function isPageNavigation({ url, request, sameOrigin }: MatchContext): boolean {
  return (
    sameOrigin &&
    request.mode === 'navigate' &&
    !url.pathname.startsWith('/api/') &&
    !/(^\/registry\.json|\/mf-manifest\.json|\/remoteEntry\.js)$/.test(url.pathname)
  );
}

/**
 * The host's service worker (production builds only). It precaches the host's own build and
 * handles page navigations network-first, falling back offline to the precached frame (app.html),
 * which draws any path.
 * Everything else (the registry, manifests, remoteEntry.js, `/api/`, every other origin) has no
 * route, so the worker never answers it and the browser goes to the network as if it were absent.
 */
export const serviceWorkerOptions = {
  swDest: 'sw.js',
  exclude: PRECACHE_EXCLUDE,
  // `/` is a navigation like any other: network first, not the precached index.html.
  directoryIndex: null,
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  cleanupOutdatedCaches: true,
  // A new version waits until the page asks it to take over (workbox-window's messageSkipWaiting).
  skipWaiting: false,
  clientsClaim: true,
  inlineWorkboxRuntime: true,
  importScripts: [NETWORK_ROUTES_FILE],
  sourcemap: false,
  runtimeCaching: [
    {
      urlPattern: isPageNavigation,
      handler: 'NetworkFirst',
      options: {
        cacheName: 'pages',
        networkTimeoutSeconds: 10,
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 50 },
        precacheFallback: { fallbackURL: `/${FRAME_PAGE}` },
      },
    },
  ],
} satisfies GenerateSWConfig;

export function serviceWorkerPlugins(): webpack.WebpackPluginInstance[] {
  return [new NetworkRoutesPlugin(), new GenerateSW(serviceWorkerOptions)];
}
