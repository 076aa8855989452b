import { useCallback, useEffect, useState } from 'react';
import type { OwnerBusiness } from 'shared/contracts';
import { getBusiness } from '../api/get-business.ts';
import { errorMessage } from 'shared/kit';

export type OwnerBusinessState =
  | { status: 'new' }
  | { status: 'loading' }
  | { status: 'ready'; business: OwnerBusiness }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/**
 * The business being edited: `new` is one not yet created; someone else's id is not found, like
 * a missing one. `replace` takes the business a command answered with, without refetching.
 */
export function useOwnerBusiness(id: string, enabled: boolean) {
  const [state, setState] = useState<OwnerBusinessState>(id === 'new' ? { status: 'new' } : { status: 'loading' });

  const load = useCallback(async () => {
    try {
      const business = await getBusiness(id);
      setState({ status: 'ready', business });
    } catch (error) {
      setState(isNotFound(error) ? { status: 'not-found' } : { status: 'error', message: errorMessage(error) });
    }
  }, [id]);

  useEffect(() => {
    if (id === 'new') {
      setState({ status: 'new' });
      return;
    }
    if (!enabled) return;
    setState((current) => (current.status === 'ready' && current.business.id === id ? current : { status: 'loading' }));
    void load();
  }, [id, enabled, load]);

  const replace = useCallback((business: OwnerBusiness) => setState({ status: 'ready', business }), []);
  return { state, replace, reload: load };
}
