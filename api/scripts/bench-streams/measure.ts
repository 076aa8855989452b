/**
 * One pass of the stream benchmark against one address (the API itself, or nginx in front of it):
 * memory with N idle streams open against the same server with none, CPU while they idle, then how
 * long a notification takes to reach the streams of one user, and of a burst of users at once.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../src/db/database.ts';
import { insertNotification } from '../../src/modules/notifications/notifications-repository.ts';
import { percentile } from '../bench-support.ts';
import type { ServerMeasure } from './server.ts';
import { closeStreamSockets, openStreamSockets, type StreamSocket, type StreamTarget } from './stream-sockets.ts';

export interface ServerHandle {
  base: string;
  measure(): Promise<ServerMeasure>;
  /** Writes a heap snapshot of the server to `file`. */
  snapshot(file: string): Promise<void>;
}

export interface PassInput {
  label: string;
  target: StreamTarget;
  server: ServerHandle;
  db: Database;
  serviceToken: string;
  emails: string[];
  /** The accounts of `emails`, in the same order: notifications are addressed to them. */
  uids: string[];
  tokens: string[];
  streamsPerUser: number;
  idleSeconds: number;
  rounds: number;
  burstUsers: number;
  /** Where to write heap snapshots without and with the streams, if anywhere. */
  snapshotDir: string | undefined;
}

export interface PerStream {
  rss: number;
  heap: number;
  /** V8's heap as reserved, used or not. */
  heapTotal: number;
  external: number;
}

export interface Latencies {
  p50: number;
  p95: number;
  max: number;
  count: number;
  missed: number;
}

export interface PassResult {
  label: string;
  streams: number;
  openSeconds: number;
  failures: string[];
  before: ServerMeasure;
  open: ServerMeasure;
  /** Per open stream, in bytes: the growth from none to all of them, over their number. */
  perStream: PerStream;
  /**
   * Per stream of the second half, in bytes: what opening the second half added, over its number.
   * The first opens also pay for one-off growth that does not scale with the streams (V8's young
   * generation growing while thousands of requests allocate, the allocator's arenas, pools), which
   * `perStream` spreads over them; this is what one more tab costs an instance already holding many.
   */
  marginal: PerStream;
  /**
   * Per stream, in bytes, at the end of the idle window (`idleSeconds` of heartbeats): V8 returns
   * the heap it reserved while the streams opened once allocation goes quiet, so this is what an
   * instance holding idle streams settles to, and the figure RSS is held to.
   */
  settled: PerStream;
  /** Share of one core the server used while the streams idled, and the same with none open. */
  idleCpu: { withStreams: number; without: number; seconds: number };
  one: Latencies;
  burst: Latencies & { writeMs: number; users: number };
}

function latencies(samples: number[], missed: number): Latencies {
  const sorted = samples.sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
    count: sorted.length,
    missed,
  };
}

async function until(done: () => boolean, ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (!done() && performance.now() < deadline) await sleep(5);
}

async function idleCpu(server: ServerHandle, seconds: number): Promise<number> {
  const from = await server.measure();
  const started = performance.now();
  await sleep(seconds * 1000);
  const to = await server.measure();
  return (to.cpuMicros - from.cpuMicros) / 1000 / (performance.now() - started);
}

/** Times from `from` until each of `streams` has a `changed` event after it; NaN where none came. */
function arrivals(streams: StreamSocket[], from: number): number[] {
  return streams.map((stream) => (stream.changedAt > from ? stream.changedAt - from : NaN));
}

export async function runPass(input: PassInput): Promise<PassResult> {
  const { server, target, emails, tokens, streamsPerUser } = input;
  // Warm: the route compiled, the tokens verified once, then all closed again.
  const warm = await openStreamSockets(target, [0, 1, 2, 3], tokens, 4);
  closeStreamSockets(warm);
  await sleep(500);
  const without = await idleCpu(server, Math.min(10, input.idleSeconds));
  const before = await server.measure();
  const snapshot = (name: string) =>
    input.snapshotDir
      ? server.snapshot(`${input.snapshotDir}/${input.label.replaceAll(' ', '-')}-${name}.heapsnapshot`)
      : undefined;
  await snapshot('without');

  // User-major order: a user's streams open together, so each token is verified about once.
  // In two halves, measured after each: what the second half added is what one more stream costs,
  // without the one-off growth the first opens cause (see PassResult.marginal).
  const users = emails.flatMap((_, user) => Array.from({ length: streamsPerUser }, () => user));
  const halfway = Math.floor(users.length / 2 / streamsPerUser) * streamsPerUser;
  const opening = performance.now();
  const firstHalf = await openStreamSockets(target, users.slice(0, halfway), tokens, 64);
  const openedFirst = performance.now();
  await sleep(1_000);
  const half = await server.measure();
  const reopening = performance.now();
  const secondHalf = await openStreamSockets(target, users.slice(halfway), tokens, 64);
  const openSeconds = (openedFirst - opening + performance.now() - reopening) / 1000;
  const streams = [...firstHalf, ...secondHalf];
  const failures = streams.filter((stream) => stream.failure).map((stream) => stream.failure!);
  const ready = streams.filter((stream) => !stream.failure);
  await sleep(1_000);
  const open = await server.measure();
  await snapshot('with');
  const per = (from: ServerMeasure, to: ServerMeasure, count: number) => ({
    rss: (to.rss - from.rss) / count,
    heap: (to.heapUsed - from.heapUsed) / count,
    heapTotal: (to.heapTotal - from.heapTotal) / count,
    external: (to.external - from.external) / count,
  });
  const perStream = per(before, open, ready.length);
  const marginal = per(half, open, secondHalf.filter((stream) => !stream.failure).length);
  const withStreams = await idleCpu(server, input.idleSeconds);
  // What the instance settles to while they idle: V8 gives back what the opening burst reserved.
  const settled = per(before, await server.measure(), ready.length);

  const byUser = new Map<number, StreamSocket[]>();
  for (const stream of ready) byUser.set(stream.user, [...(byUser.get(stream.user) ?? []), stream]);

  // One user among them: the whole path, from the service's POST to the stream. Round -1 warms
  // the write path and is not counted.
  const one: number[] = [];
  let oneMissed = 0;
  for (let round = -1; round < input.rounds; round++) {
    const user = ((round + emails.length) * 7919) % emails.length;
    const mine = byUser.get(user) ?? [];
    const sent = performance.now();
    const response = await fetch(`${server.base}/api/internal/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-token': input.serviceToken },
      body: JSON.stringify({
        recipientEmail: emails[user],
        recipientType: 'User',
        entityType: 'Event',
        relatedEntity: { _id: `bench-${round}` },
        content: `Bench notification ${round}`,
      }),
    });
    if (response.status !== 201) throw new Error(`notification: ${response.status} ${await response.text()}`);
    await until(() => mine.every((stream) => stream.changedAt > sent), 5_000);
    if (round < 0) continue;
    const times = arrivals(mine, sent);
    one.push(...times.filter((ms) => !Number.isNaN(ms)));
    oneMissed += times.filter((ms) => Number.isNaN(ms)).length;
    // Past the stream's 100 ms coalescing window, so no round waits on the one before.
    await sleep(150);
  }

  // A burst: one notification to each of `burstUsers` users, committed in one transaction.
  const burstUsers = Math.min(input.burstUsers, emails.length);
  const burstStreams = ready.filter((stream) => stream.user < burstUsers);
  await sleep(200);
  const writeStarted = performance.now();
  await input.db.orm.transaction(async (tx) => {
    for (let user = 0; user < burstUsers; user++) {
      await insertNotification(tx, {
        recipientUid: input.uids[user]!,
        recipientType: 'User',
        entityType: 'Event',
        relatedEntity: { _id: 'bench-burst' },
        content: 'Bench burst',
      });
    }
  });
  const committed = performance.now();
  await until(() => burstStreams.every((stream) => stream.changedAt > writeStarted), 10_000);
  const burstTimes = burstStreams.map((stream) =>
    stream.changedAt > writeStarted ? Math.max(0, stream.changedAt - committed) : NaN,
  );

  closeStreamSockets(streams);
  return {
    label: input.label,
    streams: ready.length,
    openSeconds,
    failures,
    before,
    open,
    perStream,
    marginal,
    settled,
    idleCpu: { withStreams, without, seconds: input.idleSeconds },
    one: latencies(one, oneMissed),
    burst: {
      ...latencies(
        burstTimes.filter((ms) => !Number.isNaN(ms)),
        burstTimes.filter((ms) => Number.isNaN(ms)).length,
      ),
      writeMs: committed - writeStarted,
      users: burstUsers,
    },
  };
}
