import { useLocation, useSearchParams } from 'react-router-dom';
import { safeNextPath } from '../utils/safe-next-path.ts';

type FromState = { from?: string | { pathname?: string; search?: string; hash?: string } } | null;

function fromState(state: unknown): string | undefined {
  const from = (state as FromState)?.from;
  if (typeof from === 'string') return from;
  if (from && typeof from.pathname === 'string') return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return undefined;
}

/**
 * The page the visitor was heading to: `?next=/path`, or `state.from` left by a guarded page
 * that redirected here. Always a same-site path.
 */
export function useNextPath(): string {
  const [params] = useSearchParams();
  const location = useLocation();
  return safeNextPath(params.get('next') ?? fromState(location.state), window.location.origin);
}
