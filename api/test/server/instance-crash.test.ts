/**
 * The instance-crash drill (scripts/instance-crash/drill.ts) at CI size: three API processes behind
 * the real nginx under load, one killed with SIGKILL and started again. Reads never fail (nginx
 * tries them elsewhere), writes fail only if in flight on the killed instance, its tabs stream
 * again within the bell's back-off and miss no notification, nothing is stored twice, and the
 * instance takes traffic once back.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { NGINX } from 'tooling/deploy';
import { runCrashDrill } from '../../scripts/instance-crash/drill.ts';
import { crashProblems, crashReport } from '../../scripts/instance-crash/report.ts';
import { backends, TEST_DATABASE_URL } from '../support/backends.ts';
import { ensureEmulator } from '../support/emulator.ts';

const [, postgres] = await backends();
const skip = postgres!.skip || (existsSync(NGINX) ? false : `nginx is not installed at ${NGINX}`);

describe('three API instances behind nginx, one crashes', { skip }, () => {
  test(
    'SIGKILL under load: its tabs come back, nothing missed or stored twice, then it takes traffic again',
    { timeout: 300_000 },
    async () => {
      await ensureEmulator();
      const result = await runCrashDrill({
        repoRoot: fileURLToPath(new URL('../../../', import.meta.url)),
        databaseUrl: TEST_DATABASE_URL,
        organizers: 3,
        streamsPerUser: 3,
        rates: { readsPerSecond: 30, writesPerSecond: 8 },
        warmupMs: 2_000,
        deadMs: 2_000,
        tailMs: 1_000,
      });
      console.log(crashReport(result).join('\n'));
      assert.deepEqual(crashProblems(result), []);
    },
  );
});
