/**
 * `pnpm --filter api bench:search`: search under load. Loads 10,000 generated businesses (names,
 * towns, categories, areas, packages, photos, unavailable dates, credentials; a few drafts, paused
 * and incomplete ones) straight into a throwaway schema on the PostgreSQL server with SQL, starts
 * the API in this process on it, and runs 20 concurrent clients for ~20 s (in a process of their own,
 * as real clients are, so the load they make never shares the API's event loop) with a mix of searches
 * (words, misspellings, category, postcode, age and children, date, every sort, second pages).
 * Prints p50/p95/p99 and errors per kind and overall; exits 1 when the overall p95 is over the
 * 50 ms budget. Then the same on embedded PGlite (reported, no budget). The schema is dropped.
 *
 * Settings: BENCH_SEARCH_DATABASE_URL (postgres://root@127.0.0.1:5432/test), BENCH_SEARCH_BUSINESSES
 * (10000), BENCH_SEARCH_CLIENTS (20), BENCH_SEARCH_DURATION_S (20), BENCH_SEARCH_BUDGET_MS (50);
 * BENCH_SEARCH_KEEP_SCHEMA=1 keeps the PostgreSQL schema (its name is printed) for EXPLAIN and skips PGlite;
 * BENCH_SEARCH_CPU_PROFILE=<file> writes the API's CPU profile of the PostgreSQL run's measured part.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildServer } from '../src/build-server.ts';
import { benchHttp, inClientProcess, serveClientProcess } from './bench-http.ts';
import { type Generated, loadSearchBusinesses, pick, queryMaker, type SearchKind } from './bench-search-data.ts';
import { benchConfig, dropSchema, throwawaySchema } from './bench-setup.ts';
import { type LatencyStats, latencyTable, profiled } from './bench-support.ts';

const DATABASE_URL = process.env.BENCH_SEARCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const BUSINESSES = Number(process.env.BENCH_SEARCH_BUSINESSES ?? 10_000);
const CLIENTS = Number(process.env.BENCH_SEARCH_CLIENTS ?? 20);
const DURATION_S = Number(process.env.BENCH_SEARCH_DURATION_S ?? 20);
const BUDGET_MS = Number(process.env.BENCH_SEARCH_BUDGET_MS ?? 50);
const KEEP_SCHEMA = process.env.BENCH_SEARCH_KEEP_SCHEMA === '1';
const CPU_PROFILE = process.env.BENCH_SEARCH_CPU_PROFILE;

const http = benchHttp(CLIENTS);
const get = (base: string, path: string) => http.send('GET', `${base}${path}`);

type Stats = LatencyStats;

const CLIENTS_PROCESS = 'BENCH_SEARCH_CLIENTS_PROCESS';
interface ClientInput {
  base: string;
  generated: Generated;
}

async function measure(base: string, generated: Generated): Promise<Map<string, Stats>> {
  const makers = queryMaker(generated);
  // Second pages: cursors taken from first pages before the clock starts.
  const secondPages: string[] = [];
  for (let i = 0; i < 40; i++) {
    const first = pick([makers['sort=price'], makers.category, makers.words, makers['sort=rating']])();
    const { body } = await get(base, `/api/public/search?${first}`);
    const cursor = (JSON.parse(body) as { nextCursor: string | null }).nextCursor;
    if (cursor) secondPages.push(`${first}&cursor=${encodeURIComponent(cursor)}`);
  }
  const kinds = [...(Object.keys(makers) as SearchKind[]), 'second page' as const];
  const stats = new Map<string, Stats>(kinds.map((kind) => [kind, { latencies: [], errors: 0 }]));
  const until = performance.now() + DURATION_S * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const kind = pick(kinds);
      const query = kind === 'second page' ? pick(secondPages) : makers[kind]();
      const started = performance.now();
      const entry = stats.get(kind)!;
      try {
        const { status } = await get(base, `/api/public/search?${query}`);
        entry.latencies.push(performance.now() - started);
        if (status !== 200) entry.errors++;
      } catch {
        entry.errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return stats;
}

function report(title: string, stats: Map<string, Stats>): number {
  const table = latencyTable('query kind', stats);
  console.log(
    `\n${title}: ${BUSINESSES} businesses, ${CLIENTS} clients, ${DURATION_S} s, ${(table.count / DURATION_S).toFixed(0)} req/s\n`,
  );
  for (const line of table.lines) console.log(line);
  return table.errors > 0 ? Infinity : table.p95;
}

async function benchOn(title: string, env: Record<string, string>): Promise<number> {
  const app = buildServer(benchConfig(env));
  try {
    await app.ready();
    const started = performance.now();
    const generated = await loadSearchBusinesses(app.db, BUSINESSES);
    console.log(`${title}: loaded ${BUSINESSES} businesses in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const entries = await profiled(env.DATABASE_URL ? CPU_PROFILE : undefined, () =>
      inClientProcess<ClientInput, Array<[string, Stats]>>(import.meta.url, CLIENTS_PROCESS, { base, generated }),
    );
    return report(title, new Map(entries));
  } finally {
    await app.close();
  }
}

if (!process.env[CLIENTS_PROCESS]) {
  const schema = throwawaySchema('bench_search');
  let exitCode = 0;
  try {
    const p95 = await benchOn('PostgreSQL server', { DATABASE_URL, DATABASE_SCHEMA: schema });
    const verdict = p95 <= BUDGET_MS ? 'within' : 'OVER';
    console.log(
      `\nPostgreSQL p95 ${Number.isFinite(p95) ? `${p95.toFixed(1)} ms` : '(errors)'}: ${verdict} the ${BUDGET_MS} ms budget`,
    );
    if (p95 > BUDGET_MS) exitCode = 1;
  } finally {
    if (KEEP_SCHEMA) {
      console.log(`\nKept schema ${schema}: DROP SCHEMA ${schema} CASCADE when done with it.`);
      process.exit(exitCode);
    }
    await dropSchema(DATABASE_URL, schema);
  }
  const pgliteP95 = await benchOn('Embedded PGlite (in memory)', { PGLITE_DIR: 'memory://' });
  console.log(
    `\nPGlite p95 ${Number.isFinite(pgliteP95) ? `${pgliteP95.toFixed(1)} ms` : '(errors)'} (reported, no budget)`,
  );
  http.close();
  process.exit(exitCode);
} else {
  serveClientProcess(async ({ base, generated }: ClientInput) => {
    const stats = await measure(base, generated);
    http.close();
    return [...stats];
  });
}
