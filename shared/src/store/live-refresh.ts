import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { AppStore } from './app-store.ts';

/**
 * Calls `refetch` whenever the live channel says the user's data may have changed (the other side
 * of a booking acted), and whenever the tab comes back into view, which covers a stream that is
 * down. Not on mount: the screen loads its data itself.
 */
export function useLiveRefreshIn(store: AppStore, refetch: () => void): void {
  const changes = useStore(store, (state) => state.liveChanges);
  const refetchRef = useRef(refetch);
  const seen = useRef(changes);
  useEffect(() => {
    refetchRef.current = refetch;
  }, [refetch]);

  useEffect(() => {
    if (changes === seen.current) return;
    seen.current = changes;
    refetchRef.current();
  }, [changes]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetchRef.current();
    };
    const onFocus = () => refetchRef.current();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
}
