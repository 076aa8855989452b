/**
 * The database-restart drill: one API instance on a PostgreSQL cluster of the drill's own
 * (test/support/postgres-cluster.ts), signed-in tabs holding notification streams, and a steady load
 * of list reads and notification writes; then the cluster is stopped (`pg_ctl stop -m fast`: every
 * connection cut), left down for a while and started again. The API is never restarted. What it
 * returns is what users would have seen: how each request was answered, when the API answered
 * again, whether LISTEN came back, and whether every committed notification reached every tab,
 * the one committed just before the stop included.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { buildServer } from '../../src/build-server.ts';
import { DEV_INTERNAL_SERVICE_TOKEN } from '../../src/config.ts';
import type { PostgresDatabase } from '../../src/db/postgres-database.ts';
import { UNAVAILABLE_MESSAGE } from '../../src/plugins/app/error-handler.ts';
import { createUser, deleteUsers, type TestUser, uniqueEmail } from '../../test/support/emulator-users.ts';
import { startPostgresCluster } from '../../test/support/postgres-cluster.ts';
import { benchConfig } from '../bench-setup.ts';
import { startStreamClient, type StreamClient } from '../rolling-restart/stream-client.ts';

export interface DatabaseRestartOptions {
  users: number;
  tabsPerUser: number;
  readsPerSecond: number;
  writesPerSecond: number;
  warmupMs: number;
  /** How long the cluster stays stopped. */
  outageMs: number;
  tailMs: number;
  log?: (line: string) => void;
}

export interface Answer {
  /** performance.now() when sent, and the answer's status (0: no answer) and latency. */
  at: number;
  status: number;
  ms: number;
  /** The message of a non-2xx answer, or the error of a failed request. */
  message: string | undefined;
}

export interface DatabaseRestartResult {
  reads: Answer[];
  writes: Answer[];
  /** performance.now() of the stop's start, of the start's end, and of the first ready answer after it. */
  stoppedAt: number;
  startedAt: number;
  readyAt: number | null;
  /** From the cluster's start to the LISTEN link being up again (null: never). */
  listenBackMs: number | null;
  listenPids: { before: number | undefined; after: number | undefined };
  clients: StreamClient[];
  /** Notifications answered 201, and rows the database holds for the drill's users. */
  committed: string[];
  rows: string[];
  /** The notification committed just before the stop, and its recipient. */
  lastBeforeStop: { id: string; email: string };
  /** "email: id" for each (tab, committed notification) never listed by that tab. */
  missing: string[];
}

const listenerPid = (db: PostgresDatabase) => db.listenerProcessId;

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}

/** Sends one request every `1000 / perSecond` ms without waiting for the previous answer. */
function steady(perSecond: number, send: () => Promise<Answer>, into: Answer[]) {
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const request = send().then((answer) => void into.push(answer));
    pending.add(request);
    void request.finally(() => pending.delete(request));
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    await Promise.allSettled([...pending]);
  };
}

async function answer(request: () => Promise<Response>): Promise<Answer & { body: unknown }> {
  const at = performance.now();
  try {
    const response = await request();
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    return {
      at,
      status: response.status,
      ms: performance.now() - at,
      message: response.ok ? undefined : body?.message,
      body,
    };
  } catch (error) {
    return { at, status: 0, ms: performance.now() - at, message: (error as Error).message, body: undefined };
  }
}

export async function runDatabaseRestartDrill(options: DatabaseRestartOptions): Promise<DatabaseRestartResult> {
  const log = options.log ?? (() => {});
  const cluster = await startPostgresCluster();
  const users: TestUser[] = [];
  const clients: StreamClient[] = [];
  const app = buildServer(
    benchConfig({ DATABASE_URL: cluster.url, LOG_LEVEL: process.env.DRILL_LOG_LEVEL ?? 'fatal' }),
  );
  try {
    for (let index = 0; index < options.users; index++) users.push(await createUser(uniqueEmail(`db.drill${index}`)));
    await app.ready();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const db = app.db as PostgresDatabase;
    log(`API ${base} on ${cluster.url}`);

    for (const user of users) {
      for (let tab = 0; tab < options.tabsPerUser; tab++) clients.push(startStreamClient(base, user));
    }
    if (!(await until(() => clients.every((client) => client.opened > 0), 15_000))) {
      throw new Error(`streams did not open: ${clients.flatMap((client) => client.failures).join('; ')}`);
    }

    const committed: string[] = [];
    let written = 0;
    let lastRecipient = '';
    const write = async (): Promise<Answer> => {
      const user = users[written++ % users.length]!;
      lastRecipient = user.email;
      const result = await answer(() =>
        fetch(`${base}/api/internal/notifications`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-service-token': DEV_INTERNAL_SERVICE_TOKEN },
          body: JSON.stringify({
            recipientEmail: user.email,
            recipientType: 'User',
            entityType: 'Event',
            relatedEntity: { _id: 'drill' },
            content: `Drill notification ${written}`,
          }),
          signal: AbortSignal.timeout(10_000),
        }),
      );
      if (result.status === 201) committed.push((result.body as { _id: string })._id);
      return result;
    };
    let read = 0;
    const reads: Answer[] = [];
    const writes: Answer[] = [];
    const stopReads = steady(
      options.readsPerSecond,
      () => {
        const user = users[read++ % users.length]!;
        return answer(() =>
          fetch(`${base}/api/notification/${encodeURIComponent(user.email)}/User?limit=20`, {
            headers: { authorization: `Bearer ${user.idToken}` },
            signal: AbortSignal.timeout(10_000),
          }),
        );
      },
      reads,
    );
    const stopWrites = steady(options.writesPerSecond, write, writes);
    await sleep(options.warmupMs);

    const pidBefore = listenerPid(db);
    const last = await write();
    writes.push(last);
    if (last.status !== 201) throw new Error(`the write before the stop failed: ${last.status} ${last.message}`);
    const lastBeforeStop = { id: committed.at(-1)!, email: lastRecipient };
    const stoppedAt = performance.now();
    await cluster.stop();
    log(`stopped the cluster in ${(performance.now() - stoppedAt).toFixed(0)} ms`);
    await sleep(options.outageMs);
    await cluster.start();
    const startedAt = performance.now();
    log(`started it again after ${((startedAt - stoppedAt) / 1000).toFixed(1)} s`);
    let readyAt: number | null = null;
    await until(async () => {
      const ready = await answer(() => fetch(`${base}/health/ready`));
      if (ready.status === 200) readyAt = performance.now();
      return readyAt !== null;
    }, 30_000);
    const listenBack = await until(() => {
      const pid = listenerPid(db);
      return pid !== undefined && pid !== pidBefore;
    }, 60_000);
    const listenBackMs = listenBack ? performance.now() - startedAt : null;
    log(`LISTEN ${listenBack ? 'back' : 'NOT back'}`);
    await sleep(options.tailMs);
    await stopWrites();
    await stopReads();
    log('load stopped');

    const delivered = () =>
      clients.every((client) => {
        const user = users.find((candidate) => candidate.email === client.email)!;
        return mine(user).every((id) => client.at.has(id));
      });
    const owner = new Map<string, string>();
    const rows: string[] = [];
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const result = await client.query<{ id: string; recipient_uid: string }>(
        'SELECT id, recipient_uid FROM notifications',
      );
      for (const row of result.rows) {
        rows.push(row.id);
        owner.set(row.id, row.recipient_uid);
      }
    } finally {
      await client.end();
    }
    const mine = (user: TestUser) => committed.filter((id) => owner.get(id) === user.uid);
    // The last writes' changes may still be on their way.
    await until(delivered, 10_000);
    const missing: string[] = [];
    for (const tab of clients) {
      const user = users.find((candidate) => candidate.email === tab.email)!;
      for (const id of mine(user)) if (!tab.at.has(id)) missing.push(`${tab.email}: ${id}`);
    }
    return {
      reads,
      writes,
      stoppedAt,
      startedAt,
      readyAt,
      listenBackMs,
      listenPids: { before: pidBefore, after: listenerPid(db) },
      clients,
      committed,
      rows,
      lastBeforeStop,
      missing,
    };
  } finally {
    await Promise.allSettled(clients.map((tab) => tab.stop()));
    log('tabs closed');
    await app.close();
    log('API closed');
    await deleteUsers(...users);
    await cluster.remove();
    log('cluster removed');
  }
}

/** An answer the drill accepts: a success, or 503 with the message people are shown. */
export const acceptable = (answer: Answer) =>
  (answer.status >= 200 && answer.status < 300) || (answer.status === 503 && answer.message === UNAVAILABLE_MESSAGE);
