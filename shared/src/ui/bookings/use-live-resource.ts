import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from 'shared/api-client';
import { useLiveRefresh } from 'shared/store';
import { errorMessage } from 'shared/kit';

export type LiveResource<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'not-found' } | { status: 'error'; message: string };

/** A 404 (someone else's, or none) or a 400 (an id that cannot be anyone's) is simply not found. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * One object a screen shows (a booking, an event, a list), loaded when `key` changes and loaded
 * again, quietly, when the other side acts (the live stream) or the tab regains focus. A refetch
 * that fails keeps what is shown; `replace` puts in the answer of a command (accept, cancel…).
 * `key` null loads nothing (signed out, say).
 */
export function useLiveResource<T>(key: string | null, load: () => Promise<T>) {
  const [state, setState] = useState<LiveResource<T>>({ status: 'loading' });
  const loadRef = useRef(load);
  const generation = useRef(0);
  const shown = useRef(false);
  useEffect(() => {
    loadRef.current = load;
  }, [load]);

  const fetchNow = useCallback((quiet: boolean) => {
    const mine = ++generation.current;
    if (!quiet) setState({ status: 'loading' });
    loadRef.current().then(
      (data) => {
        if (mine !== generation.current) return;
        shown.current = true;
        setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        if (isNotFound(error)) setState({ status: 'not-found' });
        else if (!quiet || !shown.current) setState({ status: 'error', message: errorMessage(error) });
      },
    );
  }, []);

  useEffect(() => {
    shown.current = false;
    if (key === null) return;
    fetchNow(false);
    return () => {
      generation.current += 1;
    };
  }, [key, fetchNow]);

  const refetch = useCallback(() => {
    if (key !== null) fetchNow(true);
  }, [key, fetchNow]);
  const retry = useCallback(() => {
    if (key !== null) fetchNow(false);
  }, [key, fetchNow]);
  const replace = useCallback((data: T) => {
    generation.current += 1;
    shown.current = true;
    setState({ status: 'ready', data });
  }, []);

  useLiveRefresh(refetch);
  return { state, refetch, retry, replace };
}
