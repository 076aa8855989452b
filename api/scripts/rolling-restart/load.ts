/**
 * The drill's steady load through the edge, with autocannon (as `pnpm --filter api bench`): reads
 * (a user's notification list, a booking, the public directory) and writes (a message on a
 * booking, each a notification for the other side), at fixed rates until stopped. Every answer's
 * latency and every failure (non-2xx, socket error, timeout) is recorded per kind.
 */
import autocannon, { type Request } from 'autocannon';
import type { LatencyStats } from '../bench-support.ts';
import type { DrillCast } from './setup.ts';

export interface LoadRates {
  /** Requests a second, over all connections. */
  readsPerSecond: number;
  writesPerSecond: number;
}

export interface LoadKind extends LatencyStats {
  /** A few failures, to say what went wrong. */
  samples: string[];
}

export interface RunningLoad {
  /** Stops sending and resolves once every answer is in. */
  stop: () => Promise<Map<'reads' | 'writes', LoadKind>>;
}

/** Round robin over `items`, one counter per list. */
function rotation<T>(items: T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length]!;
}

function run(edge: string, perSecond: number, requests: Array<(request: Request) => Request>, kind: LoadKind) {
  const instance = autocannon({
    url: edge,
    // Longer than any drill: it is stopped, never runs out.
    duration: 3_600,
    connections: Math.max(1, Math.min(4, perSecond)),
    overallRate: perSecond,
    timeout: 10,
    requests: requests.map((setupRequest) => ({ method: 'GET', setupRequest })),
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    kind.latencies.push(ms);
    if (status < 200 || status > 299) {
      kind.errors++;
      if (kind.samples.length < 5) kind.samples.push(`HTTP ${status}`);
    }
  });
  instance.on('reqError', (error) => {
    kind.errors++;
    if (kind.samples.length < 5) kind.samples.push(error.message);
  });
  return instance;
}

export function startLoad(edge: string, cast: DrillCast, rates: LoadRates): RunningLoad {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const json = { 'content-type': 'application/json' };
  const nextUser = rotation(cast.users);
  const nextRead = rotation(cast.threads);
  const nextWrite = rotation(cast.threads);
  let written = 0;

  const reads: Array<(request: Request) => Request> = [
    (request) => {
      const user = nextUser();
      return {
        ...request,
        path: `/api/notification/${encodeURIComponent(user.email)}/User?limit=20`,
        headers: bearer(user.idToken),
      };
    },
    (request) => {
      const thread = nextRead();
      return { ...request, path: `/api/bookings/${thread.bookingId}`, headers: bearer(thread.organizer.idToken) };
    },
    (request) => ({ ...request, path: '/api/public/businesses?limit=5', headers: {} }),
  ];
  // Organizer and provider take turns, so both sides' bells get notifications.
  const writes: Array<(request: Request) => Request> = [
    (request) => {
      const thread = nextWrite();
      const token = ++written % 2 === 0 ? thread.organizer.idToken : cast.provider.idToken;
      return {
        ...request,
        method: 'POST',
        path: `/api/bookings/${thread.bookingId}/messages`,
        headers: { ...json, ...bearer(token) },
        body: JSON.stringify({ text: `Drill message ${written}` }),
      };
    },
  ];

  const kinds = new Map<'reads' | 'writes', LoadKind>([
    ['reads', { latencies: [], errors: 0, samples: [] }],
    ['writes', { latencies: [], errors: 0, samples: [] }],
  ]);
  const instances = [
    run(edge, rates.readsPerSecond, reads, kinds.get('reads')!),
    run(edge, rates.writesPerSecond, writes, kinds.get('writes')!),
  ];
  return {
    stop: async () => {
      for (const instance of instances) instance.stop();
      await Promise.all(instances);
      return kinds;
    },
  };
}
