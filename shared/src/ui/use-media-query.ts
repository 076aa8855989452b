import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from 'shared/contracts';

/** 600 px wide or less: the header folds into its mobile menu, notifications open full screen. */
export const NARROW_SCREEN = `(max-width: ${MOBILE_BREAKPOINT}px)`;

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether the window matches a CSS media `query` now, re-rendering when that changes; false
 * where there is no window (server, tests without matchMedia).
 *
 * Its own federated subpath (`shared/ui/media-query`), not part of `shared/ui`: a remote built
 * against it may meet an older host whose `shared/ui` singleton lacks it; a subpath that host
 * does not provide is served from the remote's own copy instead of being undefined.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}
