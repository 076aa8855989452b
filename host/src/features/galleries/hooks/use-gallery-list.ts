import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicGallerySummary } from 'shared/contracts';
import { listGalleries } from '../api/list-galleries.ts';
import { errorMessage } from 'shared/kit';

export type GalleryListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      items: PublicGallerySummary[];
      hasMore: boolean;
      loadingMore: boolean;
      moreError: string | null;
    };

/** The galleries of live businesses, a page at a time (cursor paginated). */
export function useGalleryList() {
  const [state, setState] = useState<GalleryListState>({ status: 'loading' });
  const cursor = useRef<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const controller = new AbortController();
    listGalleries(null, controller.signal).then(
      (page) => {
        cursor.current = page.nextCursor;
        setState({
          status: 'ready',
          items: page.items,
          hasMore: page.nextCursor !== null,
          loadingMore: false,
          moreError: null,
        });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      mounted.current = false;
      controller.abort();
    };
  }, []);

  const showMore = useCallback(() => {
    if (!cursor.current) return;
    setState((s) => (s.status === 'ready' ? { ...s, loadingMore: true, moreError: null } : s));
    listGalleries(cursor.current).then(
      (page) => {
        if (!mounted.current) return;
        cursor.current = page.nextCursor;
        setState((s) =>
          s.status === 'ready'
            ? { ...s, items: [...s.items, ...page.items], hasMore: page.nextCursor !== null, loadingMore: false }
            : s,
        );
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setState((s) => (s.status === 'ready' ? { ...s, loadingMore: false, moreError: errorMessage(error) } : s));
      },
    );
  }, []);

  return { state, showMore };
}
