import {
  isPageNavigation,
  PRECACHE_EXCLUDE,
  serviceWorkerOptions,
  NETWORK_ROUTES_FILE,
  NETWORK_ROUTES_SOURCE,
} from '../service-worker.ts';

const request = (mode: RequestMode) => ({ mode }) as Request;
const navigation = (href: string, sameOrigin = true) =>
  isPageNavigation({ url: new URL(href, 'https://kids.example'), request: request('navigate'), sameOrigin });
const excluded = (asset: string) => PRECACHE_EXCLUDE.some((pattern) => pattern.test(asset));

describe('the host service worker', () => {
  it('handles page navigations on the site origin', () => {
    expect(navigation('/')).toBe(true);
    expect(navigation('/about?x=1')).toBe(true);
  });

  it('leaves the registry, manifests, container entries, the API and other origins to the network', () => {
    expect(navigation('/registry.json')).toBe(false);
    expect(navigation('/remote-shell/1.0.0/mf-manifest.json')).toBe(false);
    expect(navigation('/remoteEntry.js')).toBe(false);
    expect(navigation('/api/notification/a@b.c/User')).toBe(false);
    expect(navigation('https://cdn.example/remote-shell/1.0.0/', false)).toBe(false);
    expect(
      isPageNavigation({ url: new URL('https://kids.example/main.js'), request: request('no-cors'), sameOrigin: true }),
    ).toBe(false);
  });

  it('never precaches the registry, a manifest, a container entry or compressed copies', () => {
    for (const asset of [
      'remoteEntry.js',
      'mf-manifest.json',
      'mf-stats.json',
      'mf-manifest-stats.json',
      'registry.json',
      'main.js.gz',
      'main.js.br',
      'main.js.map',
      'faq/index.html',
    ]) {
      expect(excluded(asset)).toBe(true);
    }
    for (const asset of [
      'index.html',
      'app.html',
      'main.js',
      'chunks/bootstrap.0123456789.js',
      'assets/logo.0123456789.png',
    ]) {
      expect(excluded(asset)).toBe(false);
    }
  });

  it('waits to be told to take over, and falls back offline to the precached frame, which draws any path', () => {
    expect(serviceWorkerOptions.skipWaiting).toBe(false);
    expect(serviceWorkerOptions.directoryIndex).toBeNull();
    expect(serviceWorkerOptions.runtimeCaching[0]?.handler).toBe('NetworkFirst');
    expect(serviceWorkerOptions.runtimeCaching[0]?.options.precacheFallback.fallbackURL).toBe('/app.html');
  });
});

describe("the host service worker's static routes", () => {
  it('are loaded by sw.js and never precached', () => {
    expect(serviceWorkerOptions.importScripts).toEqual([NETWORK_ROUTES_FILE]);
    expect(PRECACHE_EXCLUDE.some((pattern) => pattern.test(NETWORK_ROUTES_FILE))).toBe(true);
  });

  it('send /api/ straight to the network when the browser has static routing, and do nothing otherwise', () => {
    const install = (addRoutes?: jest.Mock) => {
      const listeners: Array<(event: unknown) => void> = [];
      const self = {
        addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
      };
      new Function('self', 'URLPattern', NETWORK_ROUTES_SOURCE)(
        self,
        class {
          constructor(readonly init: unknown) {}
        },
      );
      const waitUntil = jest.fn();
      for (const listener of listeners) listener({ addRoutes, waitUntil });
      return waitUntil;
    };
    const addRoutes = jest.fn(() => Promise.resolve());
    expect(install(addRoutes)).toHaveBeenCalledTimes(1);
    expect(addRoutes).toHaveBeenCalledWith({
      condition: { urlPattern: { init: { pathname: '/api/*' } } },
      source: 'network',
    });
    expect(install(undefined)).not.toHaveBeenCalled();
  });
});
