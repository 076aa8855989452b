/**
 * `pnpm --filter api drill:rolling-restart`: restarts two API instances one after the other under
 * load behind the real nginx and reports what users would have seen (see rolling-restart/drill.ts).
 * Needs the PostgreSQL server and Debian's nginx; starts the Auth Emulator unless one is listening.
 * Exits 1 when a request failed, a stream was cut or a notification was missed.
 *
 * Settings: DRILL_DATABASE_URL (postgres://root@127.0.0.1:5432/test), DRILL_ORGANIZERS (4),
 * DRILL_STREAMS_PER_USER (2), DRILL_READS_PER_S (40), DRILL_WRITES_PER_S (10), DRILL_WARMUP_S (3),
 * DRILL_TAIL_S (2), DRILL_VERBOSE=1 prints the instances' logs.
 */
import { fileURLToPath } from 'node:url';
import { startEmulator, stopEmulator } from '../test/support/emulator.ts';
import { runRollingRestartDrill } from './rolling-restart/drill.ts';
import { drillProblems, drillReport } from './rolling-restart/report.ts';

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

const emulator = await startEmulator();
let exitCode = 0;
try {
  const result = await runRollingRestartDrill({
    repoRoot: fileURLToPath(new URL('../../', import.meta.url)),
    databaseUrl: process.env.DRILL_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
    organizers: setting('DRILL_ORGANIZERS', 4),
    streamsPerUser: setting('DRILL_STREAMS_PER_USER', 2),
    rates: { readsPerSecond: setting('DRILL_READS_PER_S', 40), writesPerSecond: setting('DRILL_WRITES_PER_S', 10) },
    warmupMs: setting('DRILL_WARMUP_S', 3) * 1000,
    tailMs: setting('DRILL_TAIL_S', 2) * 1000,
    verbose: process.env.DRILL_VERBOSE === '1',
    log: (line) => console.log(line),
  });
  console.log(`\n${drillReport(result).join('\n')}\n`);
  const problems = drillProblems(result);
  console.log(problems.length === 0 ? 'Nobody dropped: every request answered, every notification delivered.' : '');
  for (const problem of problems) console.log(`FAILED: ${problem}`);
  if (problems.length > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (emulator) await stopEmulator(emulator);
}
process.exit(exitCode);
