import type { Registry } from 'shared/contracts';
import { parseRegistry, REGISTRY_URL } from './registry.ts';

/** How often an open tab reads the registry again while it is visible. */
export const REGISTRY_RECHECK_MS = 5_000;

/**
 * Reads the registry again at once (the watch starts an interval after the first read), then
 * every REGISTRY_RECHECK_MS while the tab is visible, and at once when it becomes visible, handing each copy read to `onRegistry`. A failed read changes nothing:
 * the tab keeps the versions it runs.
 */
export function watchRegistry(onRegistry: (registry: Registry) => void, url = REGISTRY_URL): () => void {
  let reading = false;
  const check = async () => {
    if (reading || document.visibilityState === 'hidden') return;
    reading = true;
    try {
      const response = await fetch(url, { cache: 'no-store' });
      if (response.ok) onRegistry(parseRegistry(await response.json()));
    } catch {
      // Offline or mid-deploy: try again at the next tick.
    } finally {
      reading = false;
    }
  };
  const timer = setInterval(() => void check(), REGISTRY_RECHECK_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisible);
  void check();
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
