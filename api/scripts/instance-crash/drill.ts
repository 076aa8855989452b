/**
 * The instance-crash drill: three API processes on one throwaway schema of the PostgreSQL server,
 * Debian's nginx on the generated configuration in front of them, signed-in tabs holding streams
 * through it and the rolling-restart drill's load of reads and message writes; then one instance
 * is killed with SIGKILL (nothing drained, nothing closed), left dead for a while, started again,
 * and watched taking traffic. What it returns is what users would have seen: the requests that
 * failed, how long the killed instance's tabs took to stream again, notifications missed, and
 * whether any write was stored twice.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_FAIL_TIMEOUT_S, startLocalEdge, type LocalEdge } from 'tooling/deploy';
import { startApiInstance, type ApiInstance } from 'tooling/stack';
import { deleteUsers, type TestUser } from '../../test/support/emulator-users.ts';
import { dropSchema } from '../bench-setup.ts';
import { allNotificationIds, freePort, sleep, until } from '../rolling-restart/drill.ts';
import { type LoadKind, type LoadRates, startLoad } from '../rolling-restart/load.ts';
import { castDrill, drillEnv } from '../rolling-restart/setup.ts';
import { startStreamClient, type StreamClient } from '../rolling-restart/stream-client.ts';

export interface CrashDrillOptions {
  repoRoot: string;
  databaseUrl: string;
  organizers: number;
  streamsPerUser: number;
  rates: LoadRates;
  warmupMs: number;
  /** How long the killed instance stays dead before it is started again. */
  deadMs: number;
  tailMs: number;
  verbose?: boolean;
  log?: (line: string) => void;
}

export interface CrashDrillResult {
  load: Map<'reads' | 'writes', LoadKind>;
  loadSeconds: number;
  clients: StreamClient[];
  /** Tabs whose stream the crash cut, and for each how long from the kill until it streamed again (sorted). */
  reconnectMs: number[];
  /** Tabs cut that never streamed again. */
  neverBack: number;
  /** The longest the bell's back-off waits: a reconnect within it is on time. */
  backoffMs: number;
  startSeconds: number;
  /** Connections nginx held to the restarted instance once it was back in the rotation. */
  connectionsAfterReturn: number;
  created: Map<string, string[]>;
  missing: string[];
  /** Message texts stored more than once (each write sends a text of its own). */
  duplicates: string[];
  machine: { cpus: number; loadAverage: number[] };
}

/** The bell waits a random time before reconnecting: up to a second at first, never more than 5 s. */
const BELL_BACKOFF_CAP_MS = 5_000;

/** Established TCP connections on local port `port` (the server side), from /proc/net/tcp. */
async function establishedOn(port: number): Promise<number> {
  const table = await readFile('/proc/net/tcp', 'utf8');
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  return table
    .split('\n')
    .slice(1)
    .filter((line) => {
      const [, local, , state] = line.trim().split(/\s+/);
      return local?.endsWith(`:${hex}`) && state === '01';
    }).length;
}

async function storedTwice(databaseUrl: string, schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>(
      `SELECT text FROM ${schema}.booking_messages GROUP BY booking_id, text HAVING count(*) > 1`,
    );
    return rows.map((row) => row.text);
  } finally {
    await client.end();
  }
}

export async function runCrashDrill(options: CrashDrillOptions): Promise<CrashDrillResult> {
  const log = options.log ?? (() => {});
  const schema = `crash_${Math.random().toString(16).slice(2, 14)}`;
  const env = drillEnv(options.databaseUrl, schema);
  const dir = await mkdtemp(path.join(tmpdir(), 'instance-crash-'));
  const users: TestUser[] = [];
  const instances: ApiInstance[] = [];
  const clients: StreamClient[] = [];
  let edge: LocalEdge | undefined;
  try {
    const cast = await castDrill(env, options.organizers, users);
    const quiet = !options.verbose;
    for (const name of ['api-a', 'api-b', 'api-c']) {
      instances.push(startApiInstance({ repoRoot: options.repoRoot, name, port: await freePort(), env, quiet }));
    }
    await Promise.all(instances.map((instance) => instance.ready()));
    const victim = instances[2]!;
    const victimPort = Number(new URL(victim.url).port);
    await mkdir(path.join(dir, 'html'));
    edge = await startLocalEdge({
      dir: path.join(dir, 'nginx'),
      apiUrl: instances.map((instance) => instance.url),
      registryFile: path.join(dir, 'registry.json'),
      host: { port: await freePort(), root: path.join(dir, 'html') },
      remotes: [],
    });
    log(`${instances.map((instance) => `${instance.name} ${instance.url}`).join(', ')}, nginx ${edge.url}`);

    const before = new Map(
      await Promise.all(
        cast.users.map(async (user) => [user.email, new Set(await allNotificationIds(edge!.url, user))] as const),
      ),
    );
    for (const user of cast.users) {
      for (let tab = 0; tab < options.streamsPerUser; tab++) clients.push(startStreamClient(edge.url, user));
    }
    if (!(await until(() => clients.every((client) => client.opened > 0), 15_000))) {
      throw new Error(`streams did not open through nginx: ${clients.flatMap((client) => client.failures).join('; ')}`);
    }
    const streamsOnVictim = await establishedOn(victimPort);
    log(`${clients.length} tabs streaming; ${streamsOnVictim} connections on ${victim.name}`);

    const load = startLoad(edge.url, cast, options.rates);
    const loadStarted = Date.now();
    await sleep(options.warmupMs);
    const opensBefore = clients.map((client) => client.opened);
    const cutsBefore = clients.map((client) => client.cuts);
    const killedAt = Date.now();
    await victim.crash();
    log(`killed ${victim.name} (SIGKILL)`);
    await sleep(options.deadMs);
    const starting = Date.now();
    await victim.restart();
    const startSeconds = (Date.now() - starting) / 1000;
    log(`${victim.name} ready again ${startSeconds.toFixed(1)} s after its start`);
    // nginx left it out after its refused connections; it tries it again after this.
    await sleep(API_FAIL_TIMEOUT_S * 1000 + 1_000 + options.tailMs);
    const connectionsAfterReturn = await establishedOn(victimPort);
    const loadResult = await load.stop();
    const loadSeconds = (Date.now() - loadStarted) / 1000;

    const reconnectMs: number[] = [];
    let neverBack = 0;
    clients.forEach((client, index) => {
      if (client.cuts === cutsBefore[index]) return;
      const next = client.openedAt[opensBefore[index]!];
      if (next === undefined) neverBack++;
      else reconnectMs.push(next - killedAt);
    });

    const created = new Map<string, string[]>();
    for (const user of cast.users) {
      const known = before.get(user.email)!;
      created.set(
        user.email,
        (await allNotificationIds(instances[0]!.url, user)).filter((id) => !known.has(id)),
      );
    }
    const delivered = () => clients.every((client) => created.get(client.email)!.every((id) => client.at.has(id)));
    await until(delivered, 10_000);
    const missing: string[] = [];
    for (const client of clients) {
      for (const id of created.get(client.email)!) if (!client.at.has(id)) missing.push(`${client.email}: ${id}`);
    }
    return {
      load: loadResult,
      loadSeconds,
      clients,
      reconnectMs: reconnectMs.sort((x, y) => x - y),
      neverBack,
      backoffMs: BELL_BACKOFF_CAP_MS,
      startSeconds,
      connectionsAfterReturn,
      created,
      missing,
      duplicates: await storedTwice(options.databaseUrl, schema),
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
