import { useEffect, useState } from 'react';
import type { OwnerBusinessSummary } from 'shared/contracts';
import { listMyBusinesses } from '../api/list-my-businesses.ts';
import { errorMessage } from 'shared/kit';

export type BusinessName = Pick<OwnerBusinessSummary, 'id' | 'name'>;

/** The caller's businesses (null until they arrive), to filter and group bookings by. */
export function useMyBusinessNames() {
  const [businesses, setBusinesses] = useState<BusinessName[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    listMyBusinesses().then(
      (page) => {
        if (current) setBusinesses(page.items.map(({ id, name }) => ({ id, name })));
      },
      (failure: unknown) => {
        if (current) setError(errorMessage(failure));
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return { businesses, error };
}
