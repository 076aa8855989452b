/**
 * The rolling-restart drill: two API processes on one throwaway schema of the PostgreSQL server,
 * Debian's nginx on the generated host configuration in front of both, signed-in tabs holding
 * notification streams through it, and a steady load of reads and message writes; then instance
 * A and instance B are restarted one after the other (SIGTERM, wait until the process is gone,
 * start again, wait until /health/ready answers, then until nginx tries it again). What it
 * returns is what a user would have seen: failed requests, streams cut, notifications missed.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_FAIL_TIMEOUT_S, startLocalEdge, type LocalEdge } from 'tooling/deploy';
import { startApiInstance, type ApiInstance } from 'tooling/stack';
import { deleteUsers, type TestUser } from '../../test/support/emulator-users.ts';
import { type LoadKind, type LoadRates, startLoad } from './load.ts';
import { castDrill, type DrillCast, drillEnv } from './setup.ts';
import { startStreamClient, type StreamClient } from './stream-client.ts';

export interface DrillOptions {
  repoRoot: string;
  databaseUrl: string;
  /** Organizers besides the one provider; each holds streams and gets notifications. */
  organizers: number;
  /** Tabs each user has open, each with its own stream. */
  streamsPerUser: number;
  rates: LoadRates;
  /** Load before the first restart, and after the last instance is back in nginx's rotation. */
  warmupMs: number;
  tailMs: number;
  /** Print the instances' own output (their errors are always printed). */
  verbose?: boolean;
  log?: (line: string) => void;
}

export interface CrossInstance {
  from: string;
  to: string;
  /** From sending the write to the change reaching the stream and the list showing it; null: never. */
  ms: number | null;
}

export interface DrillResult {
  load: Map<'reads' | 'writes', LoadKind>;
  loadSeconds: number;
  clients: StreamClient[];
  /** Per instance: from SIGTERM until the process was gone (the drain and close), then until ready. */
  restarts: Array<{ name: string; stopSeconds: number; startSeconds: number }>;
  /** Notifications the load made, per recipient. */
  created: Map<string, string[]>;
  /** "email: id" for each (tab, notification) pair never seen by that tab. */
  missing: string[];
  /** How long each tab took to list each new notification after it was created, sorted. */
  deliveryMs: number[];
  crossInstance: CrossInstance[];
  machine: { cpus: number; loadAverage: number[] };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(10);
  }
  return true;
}

/** Every notification id of `user`, paging through the list on one instance. */
export async function allNotificationIds(base: string, user: TestUser): Promise<string[]> {
  const ids: string[] = [];
  for (;;) {
    const before = ids.length > 0 ? `&before=${ids.at(-1)}` : '';
    const response = await fetch(`${base}/api/notification/${encodeURIComponent(user.email)}/User?limit=100${before}`, {
      headers: { authorization: `Bearer ${user.idToken}` },
    });
    if (!response.ok) throw new Error(`listing ${user.email}: ${response.status} ${await response.text()}`);
    const page = (await response.json()) as Array<{ _id: string }>;
    ids.push(...page.map((item) => item._id));
    if (page.length < 100) return ids;
  }
}

/**
 * A message written on `from` must reach a stream held on `to`: the write's NOTIFY crosses over
 * PostgreSQL to the other instance, which tells its stream, whose tab refetches from `to`.
 */
async function crossInstance(from: ApiInstance, to: ApiInstance, cast: DrillCast): Promise<CrossInstance> {
  const thread = cast.threads[0]!;
  const tab = startStreamClient(to.url, thread.organizer);
  try {
    if (!(await until(() => tab.opened > 0, 10_000))) throw new Error(`no stream opened on ${to.name}`);
    await tab.refetch();
    const changes = tab.changes;
    const known = new Set(tab.at.keys());
    const sent = Date.now();
    const response = await fetch(`${from.url}/api/bookings/${thread.bookingId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cast.provider.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: `Written on ${from.name}` }),
    });
    if (response.status !== 201)
      throw new Error(`message on ${from.name}: ${response.status} ${await response.text()}`);
    const arrived = await until(() => tab.changes > changes && [...tab.at.keys()].some((id) => !known.has(id)), 5_000);
    return { from: from.name, to: to.name, ms: arrived ? Date.now() - sent : null };
  } finally {
    await tab.stop();
  }
}

async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

export async function runRollingRestartDrill(options: DrillOptions): Promise<DrillResult> {
  const log = options.log ?? (() => {});
  const schema = `drill_${Math.random().toString(16).slice(2, 14)}`;
  const env = drillEnv(options.databaseUrl, schema);
  const dir = await mkdtemp(path.join(tmpdir(), 'rolling-restart-'));
  const users: TestUser[] = [];
  const instances: ApiInstance[] = [];
  const clients: StreamClient[] = [];
  let edge: LocalEdge | undefined;
  try {
    const cast = await castDrill(env, options.organizers, users);
    const [portA, portB, edgePort] = [await freePort(), await freePort(), await freePort()];
    const quiet = !options.verbose;
    const a = startApiInstance({ repoRoot: options.repoRoot, name: 'api-a', port: portA!, env, quiet });
    instances.push(a);
    const b = startApiInstance({ repoRoot: options.repoRoot, name: 'api-b', port: portB!, env, quiet });
    instances.push(b);
    await Promise.all([a.ready(), b.ready()]);
    await mkdir(path.join(dir, 'html'));
    edge = await startLocalEdge({
      dir: path.join(dir, 'nginx'),
      apiUrl: [a.url, b.url],
      registryFile: path.join(dir, 'registry.json'),
      host: { port: edgePort!, root: path.join(dir, 'html') },
      remotes: [],
    });
    log(`api-a ${a.url}, api-b ${b.url}, nginx ${edge.url}; schema ${schema}`);

    const crossed = [await crossInstance(a, b, cast)];
    const before = new Map(
      await Promise.all(
        cast.users.map(async (user) => [user.email, new Set(await allNotificationIds(a.url, user))] as const),
      ),
    );
    for (const user of cast.users) {
      for (let tab = 0; tab < options.streamsPerUser; tab++) clients.push(startStreamClient(edge.url, user));
    }
    if (!(await until(() => clients.every((client) => client.opened > 0), 15_000))) {
      throw new Error(`streams did not open through nginx: ${clients.flatMap((client) => client.failures).join('; ')}`);
    }

    const load = startLoad(edge.url, cast, options.rates);
    const loadStarted = Date.now();
    await sleep(options.warmupMs);
    const restarts: DrillResult['restarts'] = [];
    for (const instance of [a, b]) {
      log(`restarting ${instance.name}`);
      const { stopMs, startMs } = await instance.restart();
      restarts.push({ name: instance.name, stopSeconds: stopMs / 1000, startSeconds: startMs / 1000 });
      log(
        `${instance.name} stopped in ${(stopMs / 1000).toFixed(1)} s, ready again ${(startMs / 1000).toFixed(1)} s later`,
      );
      // nginx left the instance out after its refused connections; it tries it again after this.
      await sleep(API_FAIL_TIMEOUT_S * 1000 + 1_000);
    }
    await sleep(options.tailMs);
    const loadResult = await load.stop();
    const loadSeconds = (Date.now() - loadStarted) / 1000;

    const created = new Map<string, string[]>();
    for (const user of cast.users) {
      const known = before.get(user.email)!;
      created.set(
        user.email,
        (await allNotificationIds(a.url, user)).filter((id) => !known.has(id)),
      );
    }
    const delivered = () => clients.every((client) => created.get(client.email)!.every((id) => client.at.has(id)));
    // The last writes' changes may still be on their way.
    await until(delivered, 10_000);
    const missing: string[] = [];
    const deliveryMs: number[] = [];
    for (const client of clients) {
      for (const id of created.get(client.email)!) {
        const seen = client.at.get(id);
        if (seen) deliveryMs.push(seen.seenAt - seen.createdAt);
        else missing.push(`${client.email}: ${id}`);
      }
    }
    crossed.push(await crossInstance(b, a, cast));
    return {
      load: loadResult,
      loadSeconds,
      clients,
      restarts,
      created,
      missing,
      deliveryMs: deliveryMs.sort((x, y) => x - y),
      crossInstance: crossed,
      machine: { cpus: availableParallelism(), loadAverage: loadavg() },
    };
  } finally {
    await Promise.allSettled(clients.map((client) => client.stop()));
    await edge?.close();
    await Promise.allSettled(instances.map((instance) => instance.stop()));
    await dropSchema(options.databaseUrl, schema).catch(() => {});
    await deleteUsers(...users);
    await rm(dir, { recursive: true, force: true });
  }
}
