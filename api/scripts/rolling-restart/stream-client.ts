/**
 * One signed-in tab's bell, as remote-notifications does it: holds the notification stream,
 * refetches the list when it opens and on every change, and on `event: reconnect` (or a cut)
 * opens a new one after a random wait of up to a second (the bell's first retry), longer after
 * failures. It records when each notification was first seen, and every failed request.
 */

export interface StreamClient {
  email: string;
  /** Notification id -> when this tab first listed it (ms since the epoch), and when it was created. */
  at: Map<string, { seenAt: number; createdAt: number }>;
  /** Streams opened (the first and every reconnection), and when each opened (ms since the epoch). */
  opened: number;
  openedAt: number[];
  /** `event: reconnect` received: the instance was shutting down. */
  reconnects: number;
  /** Streams that ended without a reconnect or expiry event (the connection was cut). */
  cuts: number;
  /** `data: {"type":"changed"}` events received. */
  changes: number;
  /** Failed stream opens and list fetches, as "what: status or error". */
  failures: string[];
  /** The newest page of the list, fetched now (and recorded as seen). */
  refetch: () => Promise<void>;
  stop: () => Promise<void>;
}

interface ListedNotification {
  _id: string;
  createdAt: string;
}

const RECONNECT_BASE_MS = 1_000;
const RECONNECT_CAP_MS = 5_000;

/** Splits an event stream into events; `push` takes text as it arrives. */
function eventParser(onEvent: (event: string, data: string) => void) {
  let buffer = '';
  return (text: string) => {
    buffer += text;
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length > 0) onEvent(event, data.join('\n'));
    }
  };
}

export function startStreamClient(base: string, user: { email: string; idToken: string }): StreamClient {
  const headers = { authorization: `Bearer ${user.idToken}` };
  const controller = new AbortController();
  let stopped = false;
  let fetching: Promise<void> | null = null;
  let again = false;

  const client: StreamClient = {
    email: user.email,
    at: new Map(),
    opened: 0,
    openedAt: [],
    reconnects: 0,
    cuts: 0,
    changes: 0,
    failures: [],
    refetch: () => refetch(),
    stop: async () => {
      stopped = true;
      controller.abort();
      await Promise.allSettled([running, fetching]);
    },
  };

  const listOnce = async () => {
    try {
      const response = await fetch(`${base}/api/notification/${encodeURIComponent(user.email)}/User?limit=100`, {
        headers,
        signal: controller.signal,
      });
      if (!response.ok) {
        client.failures.push(`list: ${response.status} ${await response.text()}`);
        return;
      }
      const now = Date.now();
      for (const item of (await response.json()) as ListedNotification[]) {
        if (!client.at.has(item._id)) client.at.set(item._id, { seenAt: now, createdAt: Date.parse(item.createdAt) });
      }
    } catch (error) {
      if (!stopped) client.failures.push(`list: ${(error as Error).message}`);
    }
  };

  // One fetch at a time; a change during one asks for one more after it, as the bell coalesces.
  const refetch = (): Promise<void> => {
    if (fetching) {
      again = true;
      return fetching;
    }
    fetching = (async () => {
      do {
        again = false;
        await listOnce();
      } while (again && !stopped);
    })().finally(() => (fetching = null));
    return fetching;
  };

  /** Reads one stream to its end: 'reconnect' or 'expired' when the server said so, 'cut' otherwise. */
  const hold = async (body: ReadableStream<Uint8Array>): Promise<'reconnect' | 'expired' | 'cut'> => {
    let ending: 'reconnect' | 'expired' | null = null;
    const parse = eventParser((event, data) => {
      if (event === 'reconnect' || event === 'expired') ending = event;
      else if (event === 'message' && data.includes('"changed"')) {
        client.changes++;
        void refetch();
      }
    });
    const decoder = new TextDecoder();
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parse(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Cut mid-stream, or stopped.
    }
    return ending ?? 'cut';
  };

  const running = (async () => {
    let attempt = 0;
    while (!stopped) {
      let ended: 'reconnect' | 'expired' | 'cut' | 'failed' = 'failed';
      try {
        const response = await fetch(`${base}/api/notification/stream`, {
          headers: { ...headers, accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (response.ok && response.body) {
          client.opened++;
          client.openedAt.push(Date.now());
          attempt = 0;
          // The first answer of every connection is a refetch: changes made while it was down were not sent.
          void refetch();
          ended = await hold(response.body);
        } else {
          client.failures.push(`stream: ${response.status} ${await response.text()}`);
        }
      } catch (error) {
        if (!stopped) client.failures.push(`stream: ${(error as Error).message}`);
      }
      if (stopped) break;
      if (ended === 'reconnect') client.reconnects++;
      if (ended === 'cut') client.cuts++;
      if (ended === 'expired') continue;
      const step = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** attempt);
      if (ended === 'failed') attempt++;
      await new Promise((resolve) => setTimeout(resolve, Math.round(Math.random() * step)));
    }
  })();

  return client;
}
