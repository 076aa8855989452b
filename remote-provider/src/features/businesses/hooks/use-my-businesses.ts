import { useCallback, useEffect, useState } from 'react';
import type { OwnerBusinessSummary } from 'shared/contracts';
import { listMyBusinesses } from '../api/list-my-businesses.ts';
import { errorMessage } from 'shared/kit';

/** The caller's businesses, a page at a time ("Load more" fetches the next). */
export function useMyBusinesses(enabled: boolean) {
  const [items, setItems] = useState<OwnerBusinessSummary[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const fetchPage = useCallback(async (cursor: string | null) => {
    setLoading(true);
    setError(null);
    try {
      const page = await listMyBusinesses(cursor);
      setItems((current) => (cursor ? [...current, ...page.items] : page.items));
      setNextCursor(page.nextCursor ?? null);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (enabled) void fetchPage(null);
  }, [enabled, fetchPage]);

  const loadMore = useCallback(() => {
    if (nextCursor) void fetchPage(nextCursor);
  }, [fetchPage, nextCursor]);

  return { items, hasMore: nextCursor !== null, loading, error, loadMore };
}
