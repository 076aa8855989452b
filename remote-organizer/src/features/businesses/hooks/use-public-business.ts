import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicBusiness } from 'shared/contracts';
import { getPublicBusiness } from '../api/get-public-business.ts';
import { errorMessage } from 'shared/kit';

export type PublicBusinessState =
  | { status: 'loading' }
  | { status: 'found'; business: PublicBusiness }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * The live business at `slug`. When the answer carries another slug (the business was renamed),
 * the caller moves to it; the business it already has is kept rather than asked for again.
 */
export function usePublicBusiness(slug: string): PublicBusinessState & { retry: () => void } {
  const [state, setState] = useState<PublicBusinessState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const shown = useRef<PublicBusiness | null>(null);

  useEffect(() => {
    if (shown.current?.slug === slug) return;
    let current = true;
    setState({ status: 'loading' });
    getPublicBusiness(slug).then(
      (business) => {
        if (!current) return;
        shown.current = business;
        setState(business ? { status: 'found', business } : { status: 'not-found' });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [slug, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
