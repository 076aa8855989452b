/** While no stream is open, how often the notifications are fetched anyway. */
export const FALLBACK_REFETCH_MS = 60_000;

/**
 * While the live stream is down (refused, unreachable, between reconnections), the bell keeps
 * up by asking: every minute, and whenever the tab comes back into view. Returns stop.
 */
export function startFetchFallback(refetch: () => void): () => void {
  const interval = setInterval(refetch, FALLBACK_REFETCH_MS);
  const onFocus = () => {
    if (document.visibilityState !== 'hidden') refetch();
  };
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
  return () => {
    clearInterval(interval);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
  };
}
