/**
 * `pnpm --filter api drill:database-restart`: the API's PostgreSQL (a cluster of the drill's own in
 * a temporary folder, on a port of 5433-5440; never the shared server) is stopped under load and
 * started again (see database-restart/drill.ts). Needs PostgreSQL's binaries (PG_BIN,
 * /usr/lib/postgresql/15/bin); starts the Auth Emulator unless one is listening. Exits 1 when a
 * request got anything but a success or 503 with its message, the API did not recover, LISTEN did
 * not come back or a tab missed a notification.
 *
 * Settings: DRILL_USERS (4), DRILL_TABS (2), DRILL_READS_PER_S (40), DRILL_WRITES_PER_S (10),
 * DRILL_WARMUP_S (3), DRILL_OUTAGE_S (5), DRILL_TAIL_S (3), DRILL_LOG_LEVEL (fatal) for the API's logs.
 */
import { numberSetting } from './bench-setup.ts';
import { runDrillCommand } from './drill-command.ts';
import { runDatabaseRestartDrill } from './database-restart/drill.ts';
import { databaseRestartProblems, databaseRestartReport } from './database-restart/report.ts';

const env = process.env;
await runDrillCommand(
  () =>
    runDatabaseRestartDrill({
      users: numberSetting(env, 'DRILL_USERS', 4),
      tabsPerUser: numberSetting(env, 'DRILL_TABS', 2),
      readsPerSecond: numberSetting(env, 'DRILL_READS_PER_S', 40),
      writesPerSecond: numberSetting(env, 'DRILL_WRITES_PER_S', 10),
      warmupMs: numberSetting(env, 'DRILL_WARMUP_S', 3) * 1000,
      outageMs: numberSetting(env, 'DRILL_OUTAGE_S', 5) * 1000,
      tailMs: numberSetting(env, 'DRILL_TAIL_S', 3) * 1000,
      log: (line) => console.log(line),
    }),
  databaseRestartReport,
  databaseRestartProblems,
  'Every request answered or told 503; the API recovered by itself; no tab missed anything.',
);
