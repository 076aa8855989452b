/**
 * `pnpm --filter api drill:instance-crash`: three API instances behind the real nginx under load;
 * one is killed with SIGKILL, left dead, started again (see instance-crash/drill.ts). Needs the
 * PostgreSQL server and Debian's nginx; starts the Auth Emulator unless one is listening. Exits 1
 * when a read failed, more writes failed than could be in flight on the killed instance, a tab did
 * not stream again within the bell's back-off, a notification was missed or a write stored twice.
 *
 * Settings: DRILL_DATABASE_URL (postgres://root@127.0.0.1:5432/test), DRILL_ORGANIZERS (4),
 * DRILL_STREAMS_PER_USER (3), DRILL_READS_PER_S (40), DRILL_WRITES_PER_S (10), DRILL_WARMUP_S (3),
 * DRILL_DEAD_S (3), DRILL_TAIL_S (2), DRILL_VERBOSE=1 prints the instances' logs.
 */
import { fileURLToPath } from 'node:url';
import { numberSetting } from './bench-setup.ts';
import { runDrillCommand } from './drill-command.ts';
import { runCrashDrill } from './instance-crash/drill.ts';
import { crashProblems, crashReport } from './instance-crash/report.ts';

const env = process.env;
await runDrillCommand(
  () =>
    runCrashDrill({
      repoRoot: fileURLToPath(new URL('../../', import.meta.url)),
      databaseUrl: env.DRILL_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
      organizers: numberSetting(env, 'DRILL_ORGANIZERS', 4),
      streamsPerUser: numberSetting(env, 'DRILL_STREAMS_PER_USER', 3),
      rates: {
        readsPerSecond: numberSetting(env, 'DRILL_READS_PER_S', 40),
        writesPerSecond: numberSetting(env, 'DRILL_WRITES_PER_S', 10),
      },
      warmupMs: numberSetting(env, 'DRILL_WARMUP_S', 3) * 1000,
      deadMs: numberSetting(env, 'DRILL_DEAD_S', 3) * 1000,
      tailMs: numberSetting(env, 'DRILL_TAIL_S', 2) * 1000,
      verbose: env.DRILL_VERBOSE === '1',
      log: (line) => console.log(line),
    }),
  crashReport,
  crashProblems,
  'Only writes in flight on the killed instance failed; every tab came back and missed nothing.',
);
