import { useCallback, useEffect, useState } from 'react';
import type { Agenda } from 'shared/contracts';
import { useLiveRefresh } from 'shared/store';
import { getAgenda } from '../api/get-agenda.ts';
import { messageOf } from '../format/message-of.ts';

/** The month's agenda for the filter, reloaded on demand and when something changes live. */
export function useAgenda(month: string, businessId: string | null) {
  const [agenda, setAgenda] = useState<Agenda | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  useLiveRefresh(reload);

  useEffect(() => {
    let current = true;
    getAgenda(month, businessId).then(
      (answer) => {
        if (!current) return;
        setAgenda(answer);
        setError(null);
      },
      (failure: unknown) => {
        if (current) setError(messageOf(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [month, businessId, version]);

  // The last month loaded stays on screen while the next loads, so the grid (and the day
  // holding the keyboard focus) is never taken away under the user.
  return { agenda, loading: agenda?.month !== month, error, reload };
}
