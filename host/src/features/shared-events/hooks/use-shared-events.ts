import { useCallback, useEffect, useRef, useState } from 'react';
import type { SharedEvent } from 'shared/contracts';
import { useLiveRefresh } from 'shared/store';
import { listSharedEvents } from '../api/list-shared-events.ts';
import { errorMessage } from 'shared/kit';

export type SharedEvents =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      items: SharedEvent[];
      hasMore: boolean;
      loadingMore: boolean;
      moreError: string | null;
      /** How many came before the last page added: where focus goes after "Show more". */
      firstOfLastPage: number;
    };

/** The pages a list shows, read again from the first, so a refreshed list is as long as before. */
async function readPages(pages: number) {
  const items: SharedEvent[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < pages; page += 1) {
    const answer = await listSharedEvents(cursor);
    items.push(...answer.items);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return { items, cursor };
}

/**
 * `/ourevents`' list: the first page at once, later ones on `showMore`; read again, as many pages
 * as are shown, when the tab comes back into view, keeping what is shown if that fails.
 */
export function useSharedEvents() {
  const [events, setEvents] = useState<SharedEvents>({ status: 'loading' });
  const cursor = useRef<string | null>(null);
  const pages = useRef(1);
  // Each read is numbered; an answer to one that a later read replaced is dropped.
  const generation = useRef(0);

  const load = useCallback((quiet: boolean) => {
    const mine = ++generation.current;
    readPages(pages.current).then(
      (read) => {
        if (mine !== generation.current) return;
        cursor.current = read.cursor;
        setEvents((shown) => ({
          status: 'ready',
          items: read.items,
          hasMore: read.cursor !== null,
          loadingMore: false,
          moreError: null,
          firstOfLastPage: quiet && shown.status === 'ready' ? shown.firstOfLastPage : 0,
        }));
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        setEvents((shown) =>
          quiet && shown.status === 'ready'
            ? { ...shown, loadingMore: false }
            : { status: 'error', message: errorMessage(error) },
        );
      },
    );
  }, []);

  useEffect(() => {
    load(false);
    return () => void (generation.current += 1);
  }, [load]);

  useLiveRefresh(useCallback(() => load(true), [load]));

  const showMore = useCallback(() => {
    const after = cursor.current;
    if (!after) return;
    const mine = ++generation.current;
    setEvents((shown) => (shown.status === 'ready' ? { ...shown, loadingMore: true, moreError: null } : shown));
    listSharedEvents(after).then(
      (page) => {
        if (mine !== generation.current) return;
        cursor.current = page.nextCursor;
        pages.current += 1;
        setEvents((shown) =>
          shown.status === 'ready'
            ? {
                ...shown,
                items: [...shown.items, ...page.items],
                hasMore: page.nextCursor !== null,
                loadingMore: false,
                firstOfLastPage: shown.items.length,
              }
            : shown,
        );
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        setEvents((shown) =>
          shown.status === 'ready' ? { ...shown, loadingMore: false, moreError: errorMessage(error) } : shown,
        );
      },
    );
  }, []);

  return { events, showMore };
}
