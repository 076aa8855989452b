import type { EventStreamReader } from '../api/open-notification-stream.ts';
import { createEventStreamParser, type ServerEvent } from './event-stream-parser.ts';
import { reconnectDelay } from './reconnect-delay.ts';
import { DEFAULT_HEARTBEAT_MS, heartbeatFrom, isChangedMessage, retryAfterOf, statusOf } from './stream-messages.ts';

/** Silence for this many heartbeat intervals means the stream is dead. */
export const SILENT_HEARTBEATS = 2;
/** A connection alive this long earns the next failure a short wait again. */
export const HEALTHY_AFTER_MS = 60_000;
/** After a 429 (too many streams), the soonest the stream is tried again. */
export const RATE_LIMITED_FLOOR_MS = 30_000;

export type LiveChannelOptions = {
  open: (options: { signal: AbortSignal; freshToken: boolean }) => Promise<EventStreamReader>;
  /** Something may have changed: a change event, or a (re)connection after which something may have been missed. */
  onStale: () => void;
  /** True while a stream is open and alive; false between streams. */
  onConnectedChange: (connected: boolean) => void;
  random?: () => number;
};

type Connection = {
  controller: AbortController;
  reader: EventStreamReader | null;
  heartbeatMs: number;
  ended: boolean;
};

/** Reconnect at once (the token expired), or after a backoff on top of this many ms. */
type Next = 'at-once' | number;

/**
 * Keeps one live stream open: a watchdog drops it after two heartbeat intervals without a byte,
 * and every drop is followed by a reconnection with exponential backoff and jitter. Returns stop.
 */
export function startLiveChannel({
  open,
  onStale,
  onConnectedChange,
  random = Math.random,
}: LiveChannelOptions): () => void {
  let stopped = false;
  let attempt = 0;
  let freshToken = false;
  let connected = false;
  let current: Connection | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let healthyTimer: ReturnType<typeof setTimeout> | undefined;

  const setConnected = (value: boolean) => {
    if (connected === value) return;
    connected = value;
    onConnectedChange(value);
  };

  const end = (connection: Connection, next: Next) => {
    if (connection.ended) return;
    connection.ended = true;
    clearTimeout(watchdog);
    clearTimeout(healthyTimer);
    connection.controller.abort();
    connection.reader?.cancel().catch(() => undefined);
    if (current === connection) current = null;
    if (stopped) return;
    setConnected(false);
    if (next === 'at-once') {
      void connect();
      return;
    }
    retryTimer = setTimeout(() => void connect(), reconnectDelay(attempt, random, next));
    attempt += 1;
  };

  // Any byte is a sign of life; before the response arrives, a request that hangs counts as silence too.
  const watch = (connection: Connection) => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      console.warn('The notification stream went silent; reconnecting');
      end(connection, 0);
    }, SILENT_HEARTBEATS * connection.heartbeatMs);
  };

  const handle = (connection: Connection, { event, data }: ServerEvent) => {
    if (connection.ended) return;
    if (event === 'ready') {
      connection.heartbeatMs = heartbeatFrom(data);
      watch(connection);
    } else if (event === 'message' && isChangedMessage(data)) {
      onStale();
    } else if (event === 'expired') {
      freshToken = true;
      end(connection, 'at-once');
    } else if (event === 'reconnect') {
      end(connection, 0);
    }
  };

  const read = async (connection: Connection, reader: EventStreamReader) => {
    const decoder = new TextDecoder();
    const parse = createEventStreamParser((event) => handle(connection, event));
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (connection.ended) return;
        if (done) break;
        watch(connection);
        parse(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      if (connection.ended) return;
      console.warn('The notification stream was cut; reconnecting', error);
    }
    end(connection, 0);
  };

  const connect = async () => {
    const connection: Connection = {
      controller: new AbortController(),
      reader: null,
      heartbeatMs: DEFAULT_HEARTBEAT_MS,
      ended: false,
    };
    current = connection;
    const forceRefresh = freshToken;
    freshToken = false;
    watch(connection);
    let reader: EventStreamReader;
    try {
      reader = await open({ signal: connection.controller.signal, freshToken: forceRefresh });
    } catch (error) {
      if (connection.ended) return;
      const status = statusOf(error);
      // 401: the token may have expired in between; 403: the email may have been verified since it was issued.
      if (status === 401 || status === 403) freshToken = true;
      if (status === 429) console.warn('Too many live connections; fetching notifications instead for now', error);
      else console.error('Failed to open the notification stream', error);
      end(connection, status === 429 ? Math.max(RATE_LIMITED_FLOOR_MS, retryAfterOf(error)) : 0);
      return;
    }
    connection.reader = reader;
    if (connection.ended) {
      reader.cancel().catch(() => undefined);
      return;
    }
    setConnected(true);
    healthyTimer = setTimeout(() => {
      attempt = 0;
    }, HEALTHY_AFTER_MS);
    watch(connection);
    // The first answer of every connection is a refetch: changes made while it was down were not sent.
    onStale();
    await read(connection, reader);
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    if (current) end(current, 0);
  };
}
