import { Workbox } from 'workbox-window';

type WorkboxLike = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting' | 'register'>;

type Options = {
  production?: boolean;
  supported?: boolean;
  createWorkbox?: (url: string) => WorkboxLike;
  reload?: () => void;
};

/**
 * Registers the host's service worker (production builds only), after the page has loaded.
 * When a new version is waiting it is told to take over, and the page reloads once it has:
 * the reload is guarded, so it happens exactly once per update and never loops.
 */
export function registerServiceWorker({
  production = process.env.NODE_ENV === 'production',
  supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
  createWorkbox = (url) => new Workbox(url),
  reload = () => window.location.reload(),
}: Options = {}): void {
  if (!production || !supported) return;
  const workbox = createWorkbox('/sw.js');
  let updateRequested = false;
  let reloading = false;

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
  // Workbox waits for the window's load event before registering.
  workbox.register().catch((error: unknown) => console.error('Service worker registration failed', error));
}
