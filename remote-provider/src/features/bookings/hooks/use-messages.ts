import { useCallback, useEffect, useRef, useState } from 'react';
import type { Message } from 'shared/contracts';
import { useLiveRefresh } from 'shared/store';
import { errorMessage, listMessages, sendMessage } from 'shared/kit';

/** Newest first, each message once: a refreshed newest page joins the older pages already shown. */
function merge(newer: Message[], older: Message[]): Message[] {
  const seen = new Set(newer.map((message) => message.id));
  return [...newer, ...older.filter((message) => !seen.has(message.id))];
}

/**
 * A booking's messages, newest first: the latest page, older pages on demand, read again when
 * the other side writes (the live stream) or the tab regains focus.
 */
export function useMessages(bookingId: string) {
  const [messages, setMessages] = useState<Message[]>([]);
  const [olderCursor, setOlderCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const olderLoaded = useRef(false);

  const refresh = useCallback(async () => {
    try {
      const page = await listMessages(bookingId);
      setMessages((current) => merge(page.items, current));
      if (!olderLoaded.current) setOlderCursor(page.nextCursor);
      setError(null);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }, [bookingId]);

  useEffect(() => {
    olderLoaded.current = false;
    setMessages([]);
    void refresh();
  }, [refresh]);
  useLiveRefresh(() => void refresh());

  const loadEarlier = useCallback(async () => {
    if (!olderCursor) return;
    try {
      const page = await listMessages(bookingId, olderCursor);
      olderLoaded.current = true;
      setMessages((current) => merge(current, page.items));
      setOlderCursor(page.nextCursor);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }, [bookingId, olderCursor]);

  const send = useCallback(
    async (text: string) => {
      const message = await sendMessage(bookingId, text);
      setMessages((current) => merge([message], current));
    },
    [bookingId],
  );

  return { messages, error, hasEarlier: olderCursor !== null, loadEarlier, send };
}
