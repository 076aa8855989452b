/**
 * `pnpm --filter api bench:mix`: the API under a realistic mix of 50 signed-in users. Starts the
 * API in this process on a throwaway schema of the PostgreSQL server (the Auth Emulator too, unless
 * one is listening), loads the search benchmark's 10,000 generated businesses and, through the API,
 * the users' own world (bench-mix-data.ts): half organizers with events and bookings in every state,
 * half providers with a live business each, and the notifications all that sent. Then each user,
 * in a process of its own with real ID tokens, clicks through its role's mix (bench-mix-plan.ts)
 * with a think time between calls, for a warm-up and then 60 measured seconds: searches, business
 * pages, events, quotes, messages and notifications, and some writes (quote requests, quotes,
 * messages, marking notifications read).
 *
 * Prints p50/p95/p99, count and errors per call (reads, then writes), the rate, the API process's
 * CPU per request and the machine's load; exits 1 when any call errored or a read's p95 is over the
 * 100 ms budget (writes are reported without one). The schema is dropped and the accounts deleted.
 *
 * Settings: BENCH_MIX_DATABASE_URL (postgres://root@127.0.0.1:5432/test), BENCH_MIX_USERS (50),
 * BENCH_MIX_BUSINESSES (10000), BENCH_MIX_DURATION_S (60), BENCH_MIX_WARMUP_S (5),
 * BENCH_MIX_THINK_MS (mean pause between a user's calls, 1000), BENCH_MIX_BUDGET_MS (100);
 * BENCH_MIX_KEEP_SCHEMA=1 keeps the schema (its name is printed) for EXPLAIN;
 * BENCH_MIX_CPU_PROFILE=<file> writes the API's CPU profile of the measured part.
 *
 * `--soak` (`pnpm --filter api bench:mix -- --soak`): four times the rate for 15 minutes after a
 * 60 s warm-up (think time 250 ms, duration 900 s; the settings above still override), and the
 * API process's memory sampled every 5 s, with its slope after the warm-up (MB per minute).
 *
 * `--site` (after `pnpm build`): the users reach the API through the Node site server, in a process
 * of its own (bench-mix-site.ts), as the browser does (`/api` on the site's origin), and also load
 * pages (a business page, search results) whose heads the site server has the API render; a page
 * without its head is an error. With `--soak`, the site server's memory is sampled as the API's.
 */
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildServer } from '../src/build-server.ts';
import { startEmulator, stopEmulator } from '../test/support/emulator.ts';
import { deleteUsers, type TestUser } from '../test/support/emulator-users.ts';
import { benchHttp, inClientProcess, serveClientProcess } from './bench-http.ts';
import { type MixInput, type MixMeasured, type MixStats, runMix } from './bench-mix-clients.ts';
import { makeMixWorld } from './bench-mix-data.ts';
import { budgetFailures, isWrite, type MixCall, mixFor } from './bench-mix-plan.ts';
import { benchConfig, dropSchema, numberSetting, throwawaySchema } from './bench-setup.ts';
import { followHeapAfterGc, type MemorySource, sampleMemory } from './bench-mix-memory.ts';
import { type SiteProcess, startSiteProcess } from './bench-mix-site.ts';
import { latencyTable, profiled } from './bench-support.ts';

const env = process.env;
const DATABASE_URL = env.BENCH_MIX_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const USERS = numberSetting(env, 'BENCH_MIX_USERS', 50, 2);
const BUSINESSES = numberSetting(env, 'BENCH_MIX_BUSINESSES', 10_000);
// --soak: four times the rate (a quarter of the think time) for 15 minutes, with the API's memory
// sampled and its slope after the warm-up reported.
const SOAK = process.argv.includes('--soak');
const SITE = process.argv.includes('--site');
const DURATION_S = numberSetting(env, 'BENCH_MIX_DURATION_S', SOAK ? 900 : 60);
const WARMUP_S = numberSetting(env, 'BENCH_MIX_WARMUP_S', SOAK ? 60 : 5, 0);
const THINK_MS = numberSetting(env, 'BENCH_MIX_THINK_MS', SOAK ? 250 : 1_000, 0);
const BUDGET_MS = numberSetting(env, 'BENCH_MIX_BUDGET_MS', 100);
const KEEP_SCHEMA = env.BENCH_MIX_KEEP_SCHEMA === '1';
const CPU_PROFILE = env.BENCH_MIX_CPU_PROFILE;
const CLIENTS_PROCESS = 'BENCH_MIX_CLIENTS_PROCESS';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
/** Before this run's own set-up: the load the rest of the machine puts on it. */
const LOAD_AT_START = load();

function report(
  stats: Map<MixCall, MixStats>,
  seconds: number,
  apiCpuMs: number,
  loadBefore: string,
  siteCpuMs: number | undefined,
): string[] {
  const reads = [...stats].filter(([call]) => !isWrite(call));
  const writes = [...stats].filter(([call]) => isWrite(call));
  const readTable = latencyTable('read', reads);
  const writeTable = latencyTable('write (no budget)', writes);
  const count = readTable.count + writeTable.count;
  console.log(
    `\nPostgreSQL server${SITE ? ', through the Node site server' : ''}: ${USERS} users, ${THINK_MS} ms mean think time, ${seconds.toFixed(1)} s measured (+${WARMUP_S} s warm-up), ${count} calls, ${(count / seconds).toFixed(0)} req/s`,
  );
  // What a call costs the API's own process, so the figures can be read against the machine's load.
  console.log(
    `API process CPU ${(apiCpuMs / count).toFixed(1)} ms per call${siteCpuMs === undefined ? '' : `, site server's ${(siteCpuMs / count).toFixed(1)} ms`}; ${availableParallelism()} CPUs; load average (1, 5, 15 min) at the start ${LOAD_AT_START}, after the set-up ${loadBefore}, at the end ${load()}\n`,
  );
  for (const line of readTable.lines) console.log(line);
  console.log('');
  for (const line of writeTable.lines) console.log(line);
  for (const [call, entry] of stats) {
    for (const sample of entry.samples) console.log(`  ${call} failed: ${sample}`);
  }
  return budgetFailures(stats, BUDGET_MS, mixFor(SITE));
}

async function bench(schema: string, accounts: TestUser[]): Promise<string[]> {
  const app = buildServer(benchConfig({ DATABASE_URL, DATABASE_SCHEMA: schema }));
  let site: SiteProcess | undefined;
  try {
    await app.ready();
    const started = performance.now();
    const world = await makeMixWorld(app, { users: USERS, businesses: BUSINESSES }, accounts);
    console.log(
      `Set up ${BUSINESSES} generated businesses and ${world.users.length} users with their businesses, events, bookings and notifications in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    if (SITE) {
      site = await startSiteProcess(apiUrl);
      console.log(`Site server (its own process) at ${site.url}, forwarding /api to ${apiUrl}`);
    }
    const base = site?.url ?? apiUrl;
    const loadBefore = load();
    const cpuFrom = process.cpuUsage();
    const input: MixInput = { base, world, durationS: DURATION_S, warmupS: WARMUP_S, thinkMs: THINK_MS, site: SITE };
    const apiHeap = followHeapAfterGc();
    const sources: MemorySource[] = [{ name: 'API', read: apiHeap.read }];
    if (site) sources.push({ name: 'Site server', read: site.memory });
    const memory = SOAK ? sampleMemory(sources, WARMUP_S) : undefined;
    const siteCpuFrom = await site?.cpuMicros();
    const { stats, seconds } = await profiled(CPU_PROFILE, () =>
      inClientProcess<MixInput, MixMeasured>(import.meta.url, CLIENTS_PROCESS, input),
    );
    const cpu = process.cpuUsage(cpuFrom);
    const siteCpuMs = site && siteCpuFrom !== undefined ? ((await site.cpuMicros()) - siteCpuFrom) / 1000 : undefined;
    if (memory) for (const line of await memory.stop()) console.log(line);
    apiHeap.stop();
    return report(new Map(stats), seconds, (cpu.user + cpu.system) / 1000, loadBefore, siteCpuMs);
  } finally {
    await site?.close();
    await app.close();
  }
}

if (!env[CLIENTS_PROCESS]) {
  const schema = throwawaySchema('bench_mix');
  const emulator = await startEmulator();
  const accounts: TestUser[] = [];
  let exitCode = 0;
  try {
    const failures = await bench(schema, accounts);
    if (failures.length === 0) {
      console.log(`\nNo errors; every read's p95 within the ${BUDGET_MS} ms budget.`);
    } else {
      console.log(`\nFAILED:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
      exitCode = 1;
    }
  } catch (error) {
    console.error(error);
    exitCode = 1;
  } finally {
    if (KEEP_SCHEMA) console.log(`\nKept schema ${schema}: DROP SCHEMA ${schema} CASCADE when done with it.`);
    else await dropSchema(DATABASE_URL, schema);
    await deleteUsers(...accounts);
    if (emulator) await stopEmulator(emulator);
  }
  process.exit(exitCode);
} else {
  serveClientProcess(async (input: MixInput) => {
    // One socket per user at most: each user waits for its answer before its next call.
    const http = benchHttp(input.world.users.length);
    try {
      return await runMix(http, input);
    } finally {
      http.close();
    }
  });
}
