import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from 'shared/kit';

export type Page<T> = { items: T[]; nextCursor: string | null };

/**
 * A cursor-paginated list: the first page on mount and whenever `load` changes (new filters),
 * `loadMore` for the next, and `refetch` to read again as many pages as are shown, so a live
 * refresh keeps what "Show more" opened. An answer to an older `load` is dropped.
 */
export function usePaged<T>(load: (cursor: string | null) => Promise<Page<T>>) {
  const [items, setItems] = useState<T[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);
  const pagesShown = useRef(1);

  const run = useCallback(async (walk: () => Promise<Page<T> & { append: boolean }>) => {
    const mine = ++generation.current;
    setLoading(true);
    setError(null);
    try {
      const page = await walk();
      if (mine !== generation.current) return;
      setItems((current) => (page.append ? [...current, ...page.items] : page.items));
      setNextCursor(page.nextCursor);
    } catch (failure) {
      if (mine === generation.current) setError(errorMessage(failure));
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  const readPages = useCallback(
    async (count: number) => {
      let page = await load(null);
      const collected = [...page.items];
      for (let read = 1; read < count && page.nextCursor; read += 1) {
        page = await load(page.nextCursor);
        collected.push(...page.items);
      }
      return { items: collected, nextCursor: page.nextCursor ?? null, append: false };
    },
    [load],
  );

  useEffect(() => {
    pagesShown.current = 1;
    void run(() => readPages(1));
  }, [run, readPages]);

  const loadMore = useCallback(() => {
    if (!nextCursor) return;
    pagesShown.current += 1;
    void run(async () => ({ ...(await load(nextCursor)), append: true }));
  }, [run, load, nextCursor]);

  const refetch = useCallback(() => void run(() => readPages(pagesShown.current)), [run, readPages]);

  return { items, hasMore: nextCursor !== null, loading, error, loadMore, refetch };
}
