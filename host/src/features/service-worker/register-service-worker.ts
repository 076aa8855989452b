import type { Workbox } from 'workbox-window';

type WorkboxLike = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting' | 'register'>;

type Options = {
  production?: boolean;
  supported?: boolean;
  createWorkbox?: (url: string) => WorkboxLike | Promise<WorkboxLike>;
  /** Resolves once the page has loaded and settled. */
  loaded?: () => Promise<void>;
  reload?: () => void;
};

/** How long after the load event the worker registers: past the first screen's remotes and largest paint. */
export const REGISTER_DELAY_MS = 3_000;

const pageSettled = () =>
  new Promise<void>((resolve) => {
    const later = () => setTimeout(resolve, REGISTER_DELAY_MS);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });

// Fetched once the page has settled: its 2 KB would otherwise sit in `main.js`, on every first
// paint's path, and a request while the remotes load competes with them.
const loadWorkbox = async (url: string): Promise<WorkboxLike> => {
  const { Workbox } = await import(/* webpackChunkName: "workbox" */ 'workbox-window');
  return new Workbox(url);
};

/**
 * Registers the host's service worker (production builds only), a few seconds after the page has loaded.
 * When a new version is waiting it is told to take over, and the page reloads once it has:
 * the reload is guarded, so it happens exactly once per update and never loops.
 */
export function registerServiceWorker({
  production = process.env.NODE_ENV === 'production',
  supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
  createWorkbox = loadWorkbox,
  loaded = pageSettled,
  reload = () => window.location.reload(),
}: Options = {}): void {
  if (!production || !supported) return;
  let updateRequested = false;
  let reloading = false;

  const register = async () => {
    await loaded();
    const workbox = await createWorkbox('/sw.js');
    workbox.addEventListener('waiting', () => {
      updateRequested = true;
      workbox.messageSkipWaiting();
    });
    // Also fires when a first worker claims the page: only an update we asked for reloads it.
    workbox.addEventListener('controlling', () => {
      if (!updateRequested || reloading) return;
      reloading = true;
      reload();
    });
    await workbox.register();
  };
  register().catch((error: unknown) => console.error('Service worker registration failed', error));
}
