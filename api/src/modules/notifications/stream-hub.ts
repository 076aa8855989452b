/**
 * Every open notification stream of one instance, held as cheaply as an idle stream can be: one
 * small object each, and timers shared by all of them. Ten thousand tabs would otherwise mean
 * twenty thousand timers (a heartbeat and an expiry each) and a coalescer closure apiece.
 *
 * - Heartbeat: one timer ticking four times per interval pings the streams silent for at least
 *   three quarters of it, so silence never lasts longer than the interval and the pings of many
 *   streams are spread over the ticks rather than written all at once.
 * - Expiry: one timer, set for the earliest expiry among the open streams.
 * - Changes: the first goes at once, and whatever arrives within `coalesceMs` of the last message
 *   becomes one trailing message (a message only says "refetch", so merging them loses nothing);
 *   a timer exists only while such a message is pending.
 */

/** Where a stream's text goes: the connection's socket. */
export interface StreamSink {
  write(chunk: string): unknown;
  /** Writes the last chunk and calls `done` once it is flushed. */
  end(chunk: string, done: () => void): unknown;
  destroy(): unknown;
}

export type EndEvent = 'expired' | 'reconnect';

export interface LiveStream {
  readonly sink: StreamSink;
  /** When the stream's token expires (ms since the epoch). */
  readonly expiresAt: number;
  /** Runs once when the stream ends, whichever way (its subscription and slot are given back). */
  readonly cleanup: () => void;
  lastWriteAt: number;
  lastChangeAt: number;
  trailing: NodeJS.Timeout | undefined;
  ended: boolean;
}

export interface StreamHub {
  /** Takes a stream whose response head is written; it is ended with `event: expired` at `expiresAt`. */
  add(sink: StreamSink, expiresAt: number, cleanup: () => void): LiveStream;
  /** Tells the stream its notifications changed (coalesced). */
  changed(stream: LiveStream): void;
  /** Writes the final event, ends the response and forgets the stream. */
  end(stream: LiveStream, event: EndEvent): void;
  /** Forgets a stream whose connection has gone (no final event: nobody would read it). */
  drop(stream: LiveStream): void;
  endAll(event: EndEvent): void;
  /** Streams open right now. */
  readonly size: number;
}

export const CHANGED_MESSAGE = `data: ${JSON.stringify({ type: 'changed' })}\n\n`;
export const PING = ': ping\n\n';
const TICKS_PER_HEARTBEAT = 4;
// setTimeout's ceiling; ID tokens live an hour, so this only guards against a strange `exp`.
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createStreamHub({
  heartbeatMs,
  coalesceMs,
  now = Date.now,
}: {
  heartbeatMs: number;
  coalesceMs: number;
  now?: () => number;
}): StreamHub {
  const streams = new Set<LiveStream>();
  let heartbeat: NodeJS.Timeout | undefined;
  let expiry: NodeJS.Timeout | undefined;
  let nextExpiry = Number.POSITIVE_INFINITY;
  const silentFor = heartbeatMs - heartbeatMs / TICKS_PER_HEARTBEAT;

  const write = (stream: LiveStream, text: string) => {
    stream.lastWriteAt = now();
    stream.sink.write(text);
  };

  const sendChange = (stream: LiveStream) => {
    stream.trailing = undefined;
    if (stream.ended) return;
    stream.lastChangeAt = now();
    write(stream, CHANGED_MESSAGE);
  };

  const ping = () => {
    const quietSince = now() - silentFor;
    for (const stream of streams) if (stream.lastWriteAt <= quietSince) write(stream, PING);
  };

  const scheduleExpiry = (at: number) => {
    if (at >= nextExpiry) return;
    clearTimeout(expiry);
    nextExpiry = at;
    expiry = setTimeout(expire, Math.max(0, Math.min(MAX_TIMER_MS, at - now())));
    expiry.unref();
  };

  function expire(): void {
    expiry = undefined;
    nextExpiry = Number.POSITIVE_INFINITY;
    const time = now();
    let next = Number.POSITIVE_INFINITY;
    for (const stream of streams) {
      if (stream.expiresAt <= time) end(stream, 'expired');
      else next = Math.min(next, stream.expiresAt);
    }
    if (next !== Number.POSITIVE_INFINITY) scheduleExpiry(next);
  }

  const forget = (stream: LiveStream): boolean => {
    if (stream.ended) return false;
    stream.ended = true;
    clearTimeout(stream.trailing);
    stream.trailing = undefined;
    streams.delete(stream);
    if (streams.size === 0) {
      clearInterval(heartbeat);
      heartbeat = undefined;
      clearTimeout(expiry);
      expiry = undefined;
      nextExpiry = Number.POSITIVE_INFINITY;
    }
    stream.cleanup();
    return true;
  };

  function end(stream: LiveStream, event: EndEvent): void {
    // Closed once the event is out: the response has no length, so its end is the connection's.
    if (forget(stream)) stream.sink.end(`event: ${event}\ndata: {}\n\n`, () => stream.sink.destroy());
  }

  return {
    add(sink, expiresAt, cleanup) {
      const stream: LiveStream = {
        sink,
        expiresAt,
        cleanup,
        lastWriteAt: now(),
        lastChangeAt: Number.NEGATIVE_INFINITY,
        trailing: undefined,
        ended: false,
      };
      streams.add(stream);
      if (!heartbeat) {
        heartbeat = setInterval(ping, heartbeatMs / TICKS_PER_HEARTBEAT);
        heartbeat.unref();
      }
      scheduleExpiry(expiresAt);
      return stream;
    },
    changed(stream) {
      if (stream.ended || stream.trailing) return;
      const wait = stream.lastChangeAt + coalesceMs - now();
      if (wait <= 0) sendChange(stream);
      else stream.trailing = setTimeout(sendChange, wait, stream);
    },
    end,
    drop: (stream) => void forget(stream),
    endAll(event) {
      for (const stream of streams) end(stream, event);
    },
    get size() {
      return streams.size;
    },
  };
}
