import { useCallback, useEffect, useRef, useState } from 'react';
import type { BusinessCard } from 'shared/contracts';
import { searchBusinesses } from '../api/search-businesses.ts';
import { filtersQuery, type SearchFilters } from '../search-filters.ts';
import { errorMessage } from 'shared/kit';

export type SearchResults =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      items: BusinessCard[];
      hasMore: boolean;
      loadingMore: boolean;
      moreError: string | null;
      /** How many items came before the last page that was added: where focus moves after "Show more results". */
      firstOfLastPage: number;
    };

/**
 * The search for `filters`, first page at once and later pages on `showMore` (cursor paginated).
 * A new search starts afresh; an answer for a search that is no longer shown is dropped.
 */
export function useSearchResults(filters: SearchFilters) {
  const key = filtersQuery(filters);
  const [results, setResults] = useState<SearchResults>({ status: 'loading' });
  const cursor = useRef<string | null>(null);
  const current = useRef(key);

  useEffect(() => {
    current.current = key;
    cursor.current = null;
    const controller = new AbortController();
    setResults({ status: 'loading' });
    searchBusinesses(filtersFromKey(key), null, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        cursor.current = page.nextCursor;
        setResults({
          status: 'ready',
          items: page.items,
          hasMore: page.nextCursor !== null,
          loadingMore: false,
          moreError: null,
          firstOfLastPage: 0,
        });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResults({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [key]);

  const showMore = useCallback(() => {
    const after = cursor.current;
    if (!after) return;
    const search = key;
    setResults((state) => (state.status === 'ready' ? { ...state, loadingMore: true, moreError: null } : state));
    searchBusinesses(filtersFromKey(search), after).then(
      (page) => {
        if (current.current !== search) return;
        cursor.current = page.nextCursor;
        setResults((state) =>
          state.status === 'ready'
            ? {
                status: 'ready',
                items: [...state.items, ...page.items],
                hasMore: page.nextCursor !== null,
                loadingMore: false,
                moreError: null,
                firstOfLastPage: state.items.length,
              }
            : state,
        );
      },
      (error: unknown) => {
        if (current.current !== search) return;
        setResults((state) =>
          state.status === 'ready' ? { ...state, loadingMore: false, moreError: errorMessage(error) } : state,
        );
      },
    );
  }, [key]);

  return { results, showMore };
}

function filtersFromKey(key: string): SearchFilters {
  return Object.fromEntries(new URLSearchParams(key)) as SearchFilters;
}
