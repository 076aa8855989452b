/**
 * `pnpm --filter api bench:streams`: how many idle notification streams one API instance holds, and
 * what they cost. Starts the API in a child process of its own (on a throwaway schema of the
 * PostgreSQL server, with the Auth Emulator's tokens), opens BENCH_STREAMS authenticated streams
 * (BENCH_STREAM_USERS real emulator accounts, each with an equal share of them, as tabs), first
 * straight to the API and then through the real nginx on the generated configuration, and reports:
 * the server's memory per idle stream (RSS, and the JS heap after a full collection), its CPU while
 * they idle with heartbeats, and how long a notification takes to reach every stream of one user
 * among them (p50/p95/max, from the service's POST) and of a burst to BENCH_BURST_USERS users (one
 * transaction, from its commit). Loopback only; everything it starts it stops; bounded by its settings.
 *
 * The streams open in two halves, measured after each: memory per stream is given over all of them
 * and over the second half alone (what one more stream costs an instance already holding
 * thousands), and again at the end of the idle window, when V8 has given back what it reserved
 * while they opened (what an instance holding idle streams settles to).
 *
 * Budgets: at most 10 KB per idle stream of RSS (settled) and of JS heap (every way), one user's
 * p95 at most 100 ms. Exit 1 beyond any, or when a stream failed to open or a notification never
 * arrived.
 *
 * File descriptors: the package script raises the limit (`ulimit -n`, up to the hard limit: 20,000
 * here); each stream is a socket in the clients, the server, and twice in nginx, whose two workers
 * share them.
 *
 * Settings: BENCH_STREAMS_DATABASE_URL (postgres://root@127.0.0.1:5432/test), BENCH_STREAMS
 * (10000), BENCH_STREAM_USERS (1000), BENCH_STREAMS_IDLE_S (30, the CPU window), BENCH_STREAMS_ROUNDS
 * (30), BENCH_BURST_USERS (1000), BENCH_STREAMS_HEARTBEAT_MS (the API's default, 15000),
 * BENCH_STREAMS_NGINX=0 skips the pass through nginx; BENCH_STREAMS_HEAP_SNAPSHOTS=<folder> writes the
 * server's heap snapshots there, without and with the streams open.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX, startLocalEdge } from 'tooling/deploy';
import { DEV_INTERNAL_SERVICE_TOKEN } from '../src/config.ts';
import { PostgresDatabase } from '../src/db/postgres-database.ts';
import { EMULATOR_HOST, startEmulator, stopEmulator } from '../test/support/emulator.ts';
import { deleteUsers, type TestUser } from '../test/support/emulator-users.ts';
import { dropSchema, inParallel, newAccount, numberSetting, throwawaySchema } from './bench-setup.ts';
import { type PassResult, runPass, type ServerHandle } from './bench-streams/measure.ts';
import { freePort } from './rolling-restart/drill.ts';
import type { ServerMeasure } from './bench-streams/server.ts';

const env = process.env;
const DATABASE_URL = env.BENCH_STREAMS_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const STREAMS = numberSetting(env, 'BENCH_STREAMS', 10_000);
const USERS = numberSetting(env, 'BENCH_STREAM_USERS', 1_000);
const IDLE_S = numberSetting(env, 'BENCH_STREAMS_IDLE_S', 30);
const ROUNDS = numberSetting(env, 'BENCH_STREAMS_ROUNDS', 30);
const BURST_USERS = numberSetting(env, 'BENCH_BURST_USERS', 1_000);
const HEARTBEAT_MS = numberSetting(env, 'BENCH_STREAMS_HEARTBEAT_MS', 15_000);
const SNAPSHOT_DIR = env.BENCH_STREAMS_HEAP_SNAPSHOTS;
const WITH_NGINX = env.BENCH_STREAMS_NGINX !== '0' && existsSync(NGINX);
const MEMORY_BUDGET = 10 * 1024;
const P95_BUDGET_MS = 100;

const API_DIR = fileURLToPath(new URL('../', import.meta.url));
const STREAMS_PER_USER = Math.ceil(STREAMS / USERS);

/** The API in a child process with --expose-gc, measured over IPC. */
async function startServer(schema: string): Promise<ServerHandle & { close(): Promise<void> }> {
  const child = fork(path.join(API_DIR, 'scripts/bench-streams/server.ts'), {
    cwd: API_DIR,
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: {
      ...env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL,
      DATABASE_SCHEMA: schema,
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      RATE_LIMIT_MAX: '100000000',
      STREAM_MAX_PER_USER: String(STREAMS_PER_USER),
      STREAM_MAX_TOTAL: String(STREAMS + 100),
      STREAM_HEARTBEAT_MS: String(HEARTBEAT_MS),
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the API exited with ${code} before listening`)));
    child.once('message', (message: { port: number }) => resolve(message.port));
  });
  const measure = () =>
    new Promise<ServerMeasure>((resolve) => {
      const onMessage = (message: { measure?: ServerMeasure }) => {
        if (!message.measure) return;
        child.off('message', onMessage);
        resolve(message.measure);
      };
      child.on('message', onMessage);
      child.send({ measure: true });
    });
  const snapshot = (file: string) =>
    new Promise<void>((resolve) => {
      const onMessage = (message: { snapshot?: string }) => {
        if (!message.snapshot) return;
        child.off('message', onMessage);
        resolve();
      };
      child.on('message', onMessage);
      child.send({ snapshot: file });
    });
  return {
    base: `http://127.0.0.1:${port}`,
    measure,
    snapshot,
    close: async () => {
      if (child.exitCode === null) child.send({ close: true });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(2);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(1);

function report(result: PassResult): string[] {
  return [
    `${result.label}: ${result.streams} streams open in ${result.openSeconds.toFixed(1)} s (${result.failures.length} failed)`,
    `  server memory: RSS ${mb(result.before.rss)} -> ${mb(result.open.rss)} MB, heap ${mb(result.before.heapUsed)} -> ${mb(result.open.heapUsed)} MB, external ${mb(result.before.external)} -> ${mb(result.open.external)} MB`,
    `  per idle stream, all of them (none -> ${result.streams}): RSS ${kb(result.perStream.rss)} KB, JS heap ${kb(result.perStream.heap)} KB (reserved ${kb(result.perStream.heapTotal)} KB), external ${kb(result.perStream.external)} KB`,
    `  per idle stream, the second half (what one more costs): RSS ${kb(result.marginal.rss)} KB, JS heap ${kb(result.marginal.heap)} KB (reserved ${kb(result.marginal.heapTotal)} KB), external ${kb(result.marginal.external)} KB`,
    `  per idle stream, settled after ${result.idleCpu.seconds} s of idle: RSS ${kb(result.settled.rss)} KB, JS heap ${kb(result.settled.heap)} KB (reserved ${kb(result.settled.heapTotal)} KB), external ${kb(result.settled.external)} KB`,
    `  idle CPU (${result.idleCpu.seconds} s, heartbeat every ${HEARTBEAT_MS / 1000} s): ${(result.idleCpu.withStreams * 100).toFixed(2)}% of a core with the streams, ${(result.idleCpu.without * 100).toFixed(2)}% without`,
    `  one user (${STREAMS_PER_USER} streams, ${ROUNDS} rounds, from the POST): p50 ${ms(result.one.p50)} / p95 ${ms(result.one.p95)} / max ${ms(result.one.max)} ms over ${result.one.count} deliveries, ${result.one.missed} missed`,
    `  burst to ${result.burst.users} users (${result.burst.count + result.burst.missed} streams; one transaction written in ${ms(result.burst.writeMs)} ms, from its commit): p50 ${ms(result.burst.p50)} / p95 ${ms(result.burst.p95)} / max ${ms(result.burst.max)} ms, ${result.burst.missed} missed`,
  ];
}

function problems(result: PassResult): string[] {
  const found: string[] = [];
  if (result.failures.length > 0)
    found.push(`${result.label}: ${result.failures.length} streams failed: ${result.failures.slice(0, 3).join('; ')}`);
  // RSS is held once the instance has settled (PassResult.settled): right after the opening burst
  // it still carries the heap V8 reserved for it, and moves by several kilobytes a stream between
  // runs. The JS heap, read after full collections, is held every way it is measured.
  if (!(result.settled.rss <= MEMORY_BUDGET))
    found.push(`${result.label}: ${kb(result.settled.rss)} KB of RSS per idle stream, over ${kb(MEMORY_BUDGET)} KB`);
  for (const [what, figures] of [
    ['per stream', result.perStream],
    ['per added stream', result.marginal],
    ['per idle stream', result.settled],
  ] as const) {
    if (!(figures.heap + figures.external <= MEMORY_BUDGET))
      found.push(
        `${result.label}: ${kb(figures.heap + figures.external)} KB of JS heap ${what}, over ${kb(MEMORY_BUDGET)} KB`,
      );
  }
  if (!(result.one.p95 <= P95_BUDGET_MS))
    found.push(`${result.label}: one user's p95 ${ms(result.one.p95)} ms, over ${P95_BUDGET_MS} ms`);
  if (result.one.missed + result.burst.missed > 0)
    found.push(`${result.label}: ${result.one.missed + result.burst.missed} deliveries never arrived`);
  return found;
}

const schema = throwawaySchema('bench_streams');
const emulator = await startEmulator();
const accounts: TestUser[] = [];
const dir = await mkdtemp(path.join(tmpdir(), 'bench-streams-'));
let exitCode = 0;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let db: PostgresDatabase | undefined;
try {
  const creating = Date.now();
  await inParallel(
    Array.from({ length: USERS }, (_, index) => index),
    16,
    async (index) => {
      accounts[index] = await newAccount(`stream.bench${index}`);
    },
  );
  console.log(
    `${USERS} emulator accounts made in ${((Date.now() - creating) / 1000).toFixed(1)} s; ${STREAMS_PER_USER} streams each`,
  );
  const emails = accounts.map((account) => account.email);
  const uids = accounts.map((account) => account.uid);
  const tokens = accounts.map((account) => account.idToken);
  server = await startServer(schema);
  db = await PostgresDatabase.open({ url: DATABASE_URL, schema });
  const common = {
    server,
    db,
    serviceToken: DEV_INTERNAL_SERVICE_TOKEN,
    emails,
    uids,
    tokens,
    streamsPerUser: STREAMS_PER_USER,
    idleSeconds: IDLE_S,
    rounds: ROUNDS,
    burstUsers: BURST_USERS,
    snapshotDir: SNAPSHOT_DIR,
  };
  console.log(
    `${availableParallelism()} CPUs, load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}\n`,
  );
  const results: PassResult[] = [];
  const port = Number(new URL(server.base).port);
  results.push(
    await runPass({ ...common, label: 'straight', target: { host: '127.0.0.1', port, hostHeader: '127.0.0.1' } }),
  );
  for (const line of report(results[0]!)) console.log(line);
  if (WITH_NGINX) {
    const edgePort = await freePort();
    await mkdir(path.join(dir, 'html'));
    const edge = await startLocalEdge({
      dir: path.join(dir, 'nginx'),
      apiUrl: server.base,
      registryFile: path.join(dir, 'registry.json'),
      host: { port: edgePort, root: path.join(dir, 'html') },
      remotes: [],
      // Each stream is two of nginx's connections, and files: the tab's and the one to the API. Two
      // workers, as production has one per core (deploy/nginx/nginx.conf): one process could not
      // hold 20,000 files under this machine's limit, and the streams it could not were reset.
      workerProcesses: 2,
      workerConnections: STREAMS + 2_048,
    });
    try {
      results.push(
        await runPass({
          ...common,
          label: 'through nginx',
          target: { host: '127.0.0.1', port: edgePort, hostHeader: 'localhost' },
        }),
      );
    } finally {
      await edge.close();
    }
    for (const line of report(results[1]!)) console.log(line);
    // What nginx said about the streams it could not carry, if it said anything.
    const said = (await readFile(edge.errorLog, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean);
    if (said.length > 0)
      console.log(`  nginx's error log (${said.length} lines, the last 10):\n    ${said.slice(-10).join('\n    ')}`);
  } else {
    console.log('(nginx pass skipped)');
  }
  const found = results.flatMap(problems);
  console.log(
    found.length === 0
      ? `\nWithin budget: at most ${kb(MEMORY_BUDGET)} KB of RSS and of JS heap per idle stream, one user's p95 at most ${P95_BUDGET_MS} ms.`
      : `\nFAILED:\n${found.map((line) => `  ${line}`).join('\n')}`,
  );
  if (found.length > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await server?.close();
  await db?.close();
  await dropSchema(DATABASE_URL, schema).catch(() => {});
  await inParallel(accounts, 16, (account) => deleteUsers(account));
  await rm(dir, { recursive: true, force: true });
  if (emulator) await stopEmulator(emulator);
}
process.exit(exitCode);
