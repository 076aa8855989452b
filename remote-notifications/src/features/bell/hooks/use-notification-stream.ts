import { useEffect, useRef } from 'react';
import { appStore } from 'shared/store';
import { openNotificationStream } from '../api/open-notification-stream.ts';
import { startFetchFallback } from '../stream/fetch-fallback.ts';
import { startLiveChannel } from '../stream/live-channel.ts';

/**
 * While someone with notifications is signed in, keeps the live stream open and calls `onStale`
 * whenever the list may have changed; while the stream is down, falls back to fetching.
 */
export function useNotificationStream(email: string | null, onStale: () => void): void {
  const onStaleRef = useRef(onStale);
  useEffect(() => {
    onStaleRef.current = onStale;
  }, [onStale]);

  useEffect(() => {
    if (!email) return;
    // Screens of other remotes showing the same objects refetch on the same signal (useLiveRefresh).
    const stale = () => {
      onStaleRef.current();
      appStore.getState().noteLiveChange();
    };
    let stopFallback: (() => void) | null = startFetchFallback(stale);
    const stopChannel = startLiveChannel({
      open: openNotificationStream,
      onStale: stale,
      onConnectedChange: (connected) => {
        stopFallback?.();
        stopFallback = connected ? null : startFetchFallback(stale);
      },
    });
    return () => {
      stopChannel();
      stopFallback?.();
    };
  }, [email]);
}
