import { useCallback, useState } from 'react';
import { markAvailable, markUnavailable, type DayRange } from '../api/mark-days.ts';
import { messageOf } from '../format/message-of.ts';

export type DayChange = { businessId: string; range: DayRange; to: 'unavailable' | 'available' };

function statusOf(error: unknown): number | undefined {
  return error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

/**
 * Marks days unavailable or available again. A day with a confirmed booking comes back as a
 * warning (the server's words: the booking stands) to be confirmed or dropped before anything
 * changes; `onChanged` runs after every change, to reload the month.
 */
export function useMarkDays(onChanged: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<{ change: DayChange; message: string } | null>(null);

  const send = useCallback(
    async (change: DayChange, keepBookings: boolean) => {
      setBusy(true);
      setError(null);
      try {
        if (change.to === 'unavailable') await markUnavailable(change.businessId, change.range, keepBookings);
        else await markAvailable(change.businessId, change.range);
        setWarning(null);
        onChanged();
      } catch (failure) {
        if (statusOf(failure) === 409 && !keepBookings) setWarning({ change, message: messageOf(failure) });
        else setError(messageOf(failure));
      } finally {
        setBusy(false);
      }
    },
    [onChanged],
  );

  return {
    busy,
    error,
    warning,
    change: (change: DayChange) => send(change, false),
    confirm: () => (warning ? send(warning.change, true) : Promise.resolve()),
    dismiss: () => setWarning(null),
  };
}
