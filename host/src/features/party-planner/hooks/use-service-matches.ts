import { useCallback, useEffect, useRef, useState } from 'react';
import type { BusinessCard, Category } from 'shared/contracts';
import { useLiveRefresh } from 'shared/store';
import { findServiceMatches } from '../api/find-service-matches.ts';
import type { PartyPlan } from '../check-answers.ts';
import { errorMessage } from 'shared/kit';

export type ServiceMatches =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: BusinessCard[]; more: boolean };

/**
 * A few matching businesses for each service of the plan, each service searched on its own so
 * one slow or refused search holds up none of the others. Searched again when the tab comes
 * back into view (a business may have filled the date meanwhile), keeping what is shown until
 * the new answer arrives.
 */
export function useServiceMatches(plan: PartyPlan): Partial<Record<Category, ServiceMatches>> {
  const key = JSON.stringify(plan);
  const [matches, setMatches] = useState<Partial<Record<Category, ServiceMatches>>>({});
  const controller = useRef<AbortController | null>(null);

  const search = useCallback(
    (quiet: boolean) => {
      controller.current?.abort();
      const mine = new AbortController();
      controller.current = mine;
      const current = JSON.parse(key) as PartyPlan;
      const settle = (service: Category, result: ServiceMatches) => {
        if (!mine.signal.aborted) setMatches((shown) => ({ ...shown, [service]: result }));
      };
      if (!quiet) setMatches(Object.fromEntries(current.services.map((service) => [service, { status: 'loading' }])));
      for (const service of current.services) {
        findServiceMatches(current, service, mine.signal).then(
          (page) => settle(service, { status: 'ready', items: page.items, more: page.nextCursor !== null }),
          (error: unknown) => {
            if (!quiet) settle(service, { status: 'error', message: errorMessage(error) });
          },
        );
      }
    },
    [key],
  );

  useEffect(() => {
    search(false);
    return () => controller.current?.abort();
  }, [search]);

  useLiveRefresh(useCallback(() => search(true), [search]));

  return matches;
}
