import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from 'shared/contracts';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT}px)`;

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True at 600 px wide or less, where the header folds its links into the mobile menu. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
}
