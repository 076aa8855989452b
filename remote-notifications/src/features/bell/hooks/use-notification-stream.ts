import { useEffect, useRef } from 'react';
import { openNotificationStream } from '../api/open-notification-stream.ts';

/** Waits before each reconnection attempt; the last one repeats. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

function isChanged(data: unknown): boolean {
  if (typeof data !== 'string') return false;
  try {
    const parsed: unknown = JSON.parse(data);
    return !!parsed && typeof parsed === 'object' && 'type' in parsed && parsed.type === 'changed';
  } catch {
    return false;
  }
}

/**
 * While `enabled`, listens to the live stream and calls `onChange` when the user's notifications
 * change. A dropped stream is closed, followed by a refetch, then reopened with a fresh token
 * after a growing delay.
 */
export function useNotificationStream(enabled: boolean, onChange: () => void): void {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;

    const retry = () => {
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
      attempt += 1;
      timer = setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      let opened: EventSource | null = null;
      try {
        opened = await openNotificationStream();
      } catch (error) {
        console.error('Failed to open the notification stream', error);
      }
      if (stopped) {
        opened?.close();
        return;
      }
      if (!opened) return retry();
      source = opened;
      opened.onopen = () => {
        attempt = 0;
      };
      opened.onmessage = (event) => {
        if (isChanged(event.data)) onChangeRef.current();
      };
      opened.onerror = () => {
        opened.close();
        source = null;
        onChangeRef.current();
        retry();
      };
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled]);
}
