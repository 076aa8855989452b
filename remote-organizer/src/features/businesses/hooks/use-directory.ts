import { useCallback, useEffect, useRef, useState } from 'react';
import type { BusinessCard, Category } from 'shared/contracts';
import { getDirectoryPage } from '../api/get-directory-page.ts';
import { errorMessage } from 'shared/kit';

export type DirectoryState = {
  businesses: BusinessCard[];
  /** True until the first page of this category has answered. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: string | null;
  loadMore: () => void;
  retry: () => void;
};

/** The directory's businesses of one category (or all), a page at a time. */
export function useDirectory(category: Category | null): DirectoryState {
  const [businesses, setBusinesses] = useState<BusinessCard[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Answers for a category the visitor has already left are dropped, as are second clicks.
  const generation = useRef(0);

  const load = useCallback(
    async (after: string | null) => {
      const mine = generation.current;
      setError(null);
      if (after) setLoadingMore(true);
      else setLoading(true);
      try {
        const page = await getDirectoryPage({ category, cursor: after });
        if (mine !== generation.current) return;
        setBusinesses((shown) => (after ? [...shown, ...page.items] : page.items));
        setCursor(page.nextCursor);
      } catch (failure) {
        if (mine === generation.current) setError(errorMessage(failure));
      } finally {
        if (mine === generation.current) {
          setLoading(false);
          setLoadingMore(false);
        }
      }
    },
    [category],
  );

  useEffect(() => {
    generation.current += 1;
    setBusinesses([]);
    setCursor(null);
    void load(null);
  }, [load]);

  const loadMore = useCallback(() => {
    if (cursor && !loadingMore) void load(cursor);
  }, [cursor, load, loadingMore]);

  const retry = useCallback(() => void load(businesses.length > 0 ? cursor : null), [businesses.length, cursor, load]);

  return { businesses, loading, loadingMore, hasMore: cursor !== null, error, loadMore, retry };
}
