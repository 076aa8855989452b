/**
 * `pnpm --filter api bench:bookings`: the booking commands under load. Starts the API in this
 * process on a throwaway schema of the PostgreSQL server (the Auth Emulator too, unless one is
 * listening), makes an organizer and a provider with a live business per client through the API,
 * and enough published events for every round; then 20 concurrent clients (in a process of their
 * own, so their load never shares the API's event loop) each run rounds of the thread's life over
 * HTTP with real ID tokens: request a quote, send a quote, revise it, accept it, send a message.
 * Prints p50/p95/p99 and errors per command and overall, and the API process's CPU time per request
 * with the machine's load (the clients never pause, so the figures follow the CPU the API and the
 * database get), and the statements each command sends to the database (one thread's life run
 * alone before the load). Exits 1 when any command's p95 is over the 50 ms budget, the throughput
 * under the floor, or any command failed. The schema is dropped and the accounts deleted.
 *
 * Each client books its own business, so the rows it locks are its own: what is measured is each
 * command's transaction (locks, checks, notification, the view it answers with), not a queue
 * behind another client's lock.
 *
 * Settings: BENCH_BOOKINGS_DATABASE_URL (postgres://root@127.0.0.1:5432/test), BENCH_BOOKINGS_CLIENTS
 * (20), BENCH_BOOKINGS_ROUNDS (rounds per client, 40), BENCH_BOOKINGS_WARMUP (rounds per client
 * first, not measured, 3), BENCH_BOOKINGS_BUDGET_MS (p95 per command, 50), BENCH_BOOKINGS_MIN_RPS
 * (commands per second, 360: three times the 120 measured before the commands answered from the
 * rows they locked); BENCH_BOOKINGS_CPU_PROFILE=<file> writes the API's CPU profile of the measured part.
 */
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildServer } from '../src/build-server.ts';
import { benchHttp, inClientProcess, serveClientProcess } from './bench-http.ts';
import { benchConfig, dropSchema, inParallel, newAccount, throwawaySchema } from './bench-setup.ts';
import { type LatencyStats, latencyTable, percentile, profiled } from './bench-support.ts';
import { countStatements } from './statement-counter.ts';
import { call, createLive } from '../test/support/businesses.ts';
import { startEmulator, stopEmulator } from '../test/support/emulator.ts';
import { deleteUsers, type TestUser } from '../test/support/emulator-users.ts';
import { inDays, partyEvent } from '../test/support/events.ts';

const DATABASE_URL = process.env.BENCH_BOOKINGS_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const CLIENTS = Number(process.env.BENCH_BOOKINGS_CLIENTS ?? 20);
const ROUNDS = Number(process.env.BENCH_BOOKINGS_ROUNDS ?? 40);
const WARMUP = Number(process.env.BENCH_BOOKINGS_WARMUP ?? 3);
const BUDGET_MS = Number(process.env.BENCH_BOOKINGS_BUDGET_MS ?? 50);
const MIN_RPS = Number(process.env.BENCH_BOOKINGS_MIN_RPS ?? 360);
const CPU_PROFILE = process.env.BENCH_BOOKINGS_CPU_PROFILE;

const COMMANDS = ['request a quote', 'send a quote', 'revise the quote', 'accept the quote', 'send a message'] as const;
type Command = (typeof COMMANDS)[number];

/** What one client needs: its two accounts' tokens, its business and its events (one per round). */
interface ClientPlan {
  organizerToken: string;
  providerToken: string;
  businessId: string;
  eventIds: string[];
}

interface Stats extends LatencyStats {
  /** The first few failures, to say what went wrong. */
  samples: string[];
}

/** YYYY-MM-DD `days` from today. */

// ---------------------------------------------------------------------------------------------
// The clients' process.

const http = benchHttp(CLIENTS * 2);
const post = (base: string, path: string, token: string, body: unknown) =>
  http.send('POST', `${base}${path}`, { token, body: body ?? {} });

const quoteBody = (totalPence: number, replacesQuoteId?: string) => ({
  items: [
    { description: 'Magic show', pence: totalPence - 4_000 },
    { description: 'Balloon animals', pence: 4_000 },
  ],
  totalPence,
  depositPence: 5_000,
  validUntil: inDays(10),
  message: 'We would love to come.',
  ...(replacesQuoteId === undefined ? {} : { replacesQuoteId }),
});

interface Measured {
  stats: Array<[Command, Stats]>;
  /** From the first request to the last answer, in the clients' process. */
  seconds: number;
}

async function measure(base: string, plans: ClientPlan[]): Promise<Measured> {
  const stats = new Map<Command, Stats>(
    COMMANDS.map((command) => [command, { latencies: [], errors: 0, samples: [] }]),
  );

  /** Runs one command; its latency counts once the warm-up rounds are over. Throws on a failure. */
  const timed = async (command: Command, measured: boolean, expect: number, send: () => ReturnType<typeof post>) => {
    const started = performance.now();
    const response = await send();
    const elapsed = performance.now() - started;
    const entry = stats.get(command)!;
    if (measured) entry.latencies.push(elapsed);
    if (response.status !== expect) {
      entry.errors++;
      if (entry.samples.length < 3) entry.samples.push(`${response.status} ${response.body.slice(0, 200)}`);
      throw new Error(`${command}: ${response.status}`);
    }
    return JSON.parse(response.body) as { id: string; quotes?: { id: string }[] };
  };

  const client = async (plan: ClientPlan) => {
    for (const [round, eventId] of plan.eventIds.entries()) {
      const measured = round >= WARMUP;
      try {
        const booking = await timed('request a quote', measured, 201, () =>
          post(base, '/api/bookings', plan.organizerToken, {
            businessId: plan.businessId,
            eventId,
            message: 'Are you free that afternoon?',
          }),
        );
        const sent = await timed('send a quote', measured, 201, () =>
          post(base, `/api/bookings/${booking.id}/quotes`, plan.providerToken, quoteBody(24_000)),
        );
        const revised = await timed('revise the quote', measured, 201, () =>
          post(base, `/api/bookings/${booking.id}/quotes`, plan.providerToken, quoteBody(26_000, sent.quotes![0]!.id)),
        );
        await timed('accept the quote', measured, 200, () =>
          post(base, `/api/quotes/${revised.quotes![0]!.id}/accept`, plan.organizerToken, {}),
        );
        // Either side writes; alternate so both paths are measured.
        const token = round % 2 === 0 ? plan.organizerToken : plan.providerToken;
        await timed('send a message', measured, 201, () =>
          post(base, `/api/bookings/${booking.id}/messages`, token, { text: 'See you on the day!' }),
        );
      } catch {
        // Counted above; the round's thread cannot go on, the next round's can.
      }
    }
  };

  const started = performance.now();
  await Promise.all(plans.map(client));
  return { stats: [...stats], seconds: (performance.now() - started) / 1000 };
}

// ---------------------------------------------------------------------------------------------
// The API's process: set-up, the report and the verdict.

const CLIENTS_PROCESS = 'BENCH_BOOKINGS_CLIENTS_PROCESS';
interface ClientInput {
  base: string;
  plans: ClientPlan[];
}

interface Verdict {
  /** Every command's p95 within the budget, the throughput at or over the floor, nothing failed. */
  passed: boolean;
  summary: string;
}

function report(stats: Map<Command, Stats>, seconds: number, apiCpuMs: number, statements: Statements): Verdict {
  const table = latencyTable('command', stats);
  const sent = CLIENTS * (ROUNDS + WARMUP) * COMMANDS.length;
  const rps = sent / seconds;
  console.log(
    `\nPostgreSQL server: ${CLIENTS} clients × ${ROUNDS} rounds (+${WARMUP} warm-up), ${seconds.toFixed(1)} s, ${rps.toFixed(0)} commands/s`,
  );
  // What a request costs the API's own process, so a result can be read against the machine's load.
  console.log(
    `API process CPU ${(apiCpuMs / sent).toFixed(1)} ms per command; ${availableParallelism()} CPUs, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}\n`,
  );
  for (const line of table.lines) console.log(line);
  for (const [command, entry] of stats) {
    for (const sample of entry.samples) console.log(`  ${command} failed: ${sample}`);
  }
  console.log(`\nStatements per command (BEGIN and COMMIT included), one thread alone:`);
  for (const [command, count] of statements) console.log(`  ${command.padEnd(18)} ${count}`);

  const over = [...stats]
    .map(
      ([command, entry]) =>
        [
          command,
          percentile(
            [...entry.latencies].sort((a, b) => a - b),
            95,
          ),
        ] as const,
    )
    .filter(([, p95]) => !(p95 <= BUDGET_MS));
  const misses = [
    ...over.map(([command, p95]) => `${command} p95 ${p95.toFixed(1)} ms > ${BUDGET_MS} ms`),
    ...(rps < MIN_RPS ? [`${rps.toFixed(0)} commands/s < ${MIN_RPS}`] : []),
    ...(table.errors > 0 ? [`${table.errors} failed`] : []),
  ];
  return {
    passed: misses.length === 0,
    summary:
      misses.length === 0
        ? `every command's p95 within ${BUDGET_MS} ms and ${rps.toFixed(0)} commands/s (floor ${MIN_RPS}): within budget`
        : `OVER budget: ${misses.join('; ')}`,
  };
}

type Statements = Array<[Command, number]>;

/** One thread's life through the API alone, counting each command's statements. */
async function statementsPerCommand(
  app: Awaited<ReturnType<typeof buildServer>>,
  organizer: TestUser,
  provider: TestUser,
  businessId: string,
): Promise<Statements> {
  const created = await call(
    app,
    organizer,
    'POST',
    '/api/events',
    partyEvent({ title: 'Counted', date: inDays(320) }),
  );
  const eventId = (created.json() as { id: string }).id;
  const counter = countStatements();
  const counts: Statements = [];
  try {
    const run = async (command: Command, expect: number, method: string, url: string, body: unknown) => {
      const { result, statements } = await counter.count(() =>
        call(
          app,
          command === 'send a quote' || command === 'revise the quote' ? provider : organizer,
          method,
          url,
          body,
        ),
      );
      if (result.statusCode !== expect) throw new Error(`${command}: ${result.statusCode} ${result.body}`);
      counts.push([command, statements]);
      return result.json() as { id: string; quotes: { id: string }[] };
    };
    const booking = await run('request a quote', 201, 'POST', '/api/bookings', {
      businessId,
      eventId,
      message: 'Free?',
    });
    const sent = await run('send a quote', 201, 'POST', `/api/bookings/${booking.id}/quotes`, quoteBody(24_000));
    const revised = await run(
      'revise the quote',
      201,
      'POST',
      `/api/bookings/${booking.id}/quotes`,
      quoteBody(26_000, sent.quotes[0]!.id),
    );
    await run('accept the quote', 200, 'POST', `/api/quotes/${revised.quotes[0]!.id}/accept`, {});
    await run('send a message', 201, 'POST', `/api/bookings/${booking.id}/messages`, { text: 'See you!' });
  } finally {
    counter.restore();
  }
  return counts;
}

async function bench(schema: string, users: TestUser[]): Promise<Verdict> {
  const app = buildServer(benchConfig({ DATABASE_URL, DATABASE_SCHEMA: schema }));
  try {
    await app.ready();
    const started = performance.now();
    const pairs = await inParallel(Array.from({ length: CLIENTS }), 5, async (_, index) => {
      const [organizer, provider] = await Promise.all([
        newAccount(`bench.organizer${index}`),
        newAccount(`bench.provider${index}`),
      ]);
      users.push(organizer, provider);
      const business = await createLive(app, provider, { name: `Bench Magic ${index}` }, ['BS1']);
      return { organizer, provider, business };
    });
    const plans = await inParallel(pairs, CLIENTS, async ({ organizer, provider, business }, index) => {
      const eventIds: string[] = [];
      for (let round = 0; round < WARMUP + ROUNDS; round++) {
        const response = await call(
          app,
          organizer,
          'POST',
          '/api/events',
          partyEvent({
            title: `Party ${index}.${round}`,
            // Spread over the year, so a business's day is seldom full twice.
            date: inDays(7 + ((index * 37 + round * 11) % 300)),
          }),
        );
        if (response.statusCode !== 201) throw new Error(`creating an event: ${response.statusCode} ${response.body}`);
        eventIds.push((response.json() as { id: string }).id);
      }
      return {
        organizerToken: organizer.idToken,
        providerToken: provider.idToken,
        businessId: business.id,
        eventIds,
      } satisfies ClientPlan;
    });
    console.log(
      `Set up ${CLIENTS} organizers, ${CLIENTS} live businesses and ${CLIENTS * (WARMUP + ROUNDS)} events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const statements = await statementsPerCommand(app, pairs[0]!.organizer, pairs[0]!.provider, pairs[0]!.business.id);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const cpuFrom = process.cpuUsage();
    const { stats, seconds } = await profiled(CPU_PROFILE, () =>
      inClientProcess<ClientInput, Measured>(import.meta.url, CLIENTS_PROCESS, { base, plans }),
    );
    const cpu = process.cpuUsage(cpuFrom);
    return report(new Map(stats), seconds, (cpu.user + cpu.system) / 1000, statements);
  } finally {
    await app.close();
  }
}

if (!process.env[CLIENTS_PROCESS]) {
  const schema = throwawaySchema('bench_bookings');
  const emulator = await startEmulator();
  const users: TestUser[] = [];
  let exitCode = 0;
  try {
    const verdict = await bench(schema, users);
    console.log(`\n${verdict.summary}`);
    if (!verdict.passed) exitCode = 1;
  } catch (error) {
    console.error(error);
    exitCode = 1;
  } finally {
    await dropSchema(DATABASE_URL, schema);
    await deleteUsers(...users);
    if (emulator) await stopEmulator(emulator);
  }
  http.close();
  process.exit(exitCode);
} else {
  serveClientProcess(async ({ base, plans }: ClientInput) => {
    const measured = await measure(base, plans);
    http.close();
    return measured;
  });
}
