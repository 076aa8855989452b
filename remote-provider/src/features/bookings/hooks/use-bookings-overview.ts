import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookingList, BookingSummary } from 'shared/contracts';
import { useLiveRefresh } from 'shared/store';
import { londonToday } from 'shared/ui';
import { listBookings } from '../api/list-bookings.ts';
import { errorMessage } from 'shared/kit';

/** How many threads of each kind the dashboard shows. */
export const OVERVIEW_SIZE = 5;
/** Confirmed bookings come newest activity first: enough are read to find the soonest. */
const CONFIRMED_READ = 100;

export type Overview = {
  requested: BookingList;
  quoted: BookingList;
  /** Confirmed bookings from today on, soonest first. */
  upcoming: BookingSummary[];
};

async function readOverview(): Promise<Overview> {
  const [requested, quoted, confirmed] = await Promise.all([
    listBookings({ status: 'requested', limit: OVERVIEW_SIZE }),
    listBookings({ status: 'quoted', limit: OVERVIEW_SIZE }),
    listBookings({ status: 'confirmed', limit: CONFIRMED_READ }),
  ]);
  const today = londonToday();
  const upcoming = confirmed.items
    .filter((booking) => booking.eventDate >= today)
    .sort((a, b) => a.eventDate.localeCompare(b.eventDate))
    .slice(0, OVERVIEW_SIZE);
  return { requested, quoted, upcoming };
}

/** The provider's new requests, quotes awaiting an answer and next confirmed bookings, kept current. */
export function useBookingsOverview() {
  const [overview, setOverview] = useState<Overview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const load = useCallback(async () => {
    const mine = ++latest.current;
    try {
      const read = await readOverview();
      if (mine !== latest.current) return;
      setOverview(read);
      setError(null);
    } catch (failure) {
      if (mine === latest.current) setError(errorMessage(failure));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);
  useLiveRefresh(() => void load());
  return { overview, error };
}
