/**
 * The rolling-restart drill (scripts/rolling-restart/drill.ts) at a size CI runs in about a
 * minute: two API processes behind the real nginx, streams and a load of reads and message
 * writes through it, instance A then instance B restarted. Nobody may notice: no failed request,
 * no stream cut without being told to reconnect, every new notification listed by every tab of
 * its user, and a write on one instance reaching a stream held on the other.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { NGINX } from 'tooling/deploy';
import { runRollingRestartDrill } from '../../scripts/rolling-restart/drill.ts';
import { drillProblems, drillReport } from '../../scripts/rolling-restart/report.ts';
import { backends, TEST_DATABASE_URL } from '../support/backends.ts';
import { ensureEmulator } from '../support/emulator.ts';

const [, postgres] = await backends();
const skip = postgres!.skip || (existsSync(NGINX) ? false : `nginx is not installed at ${NGINX}`);

describe('rolling restart of two API instances behind nginx', { skip }, () => {
  test(
    'under load, instance A then B restarts and no request, stream or notification is lost',
    { timeout: 300_000 },
    async () => {
      await ensureEmulator();
      const result = await runRollingRestartDrill({
        repoRoot: fileURLToPath(new URL('../../../', import.meta.url)),
        databaseUrl: TEST_DATABASE_URL,
        organizers: 3,
        streamsPerUser: 2,
        rates: { readsPerSecond: 30, writesPerSecond: 8 },
        warmupMs: 2_000,
        tailMs: 1_000,
      });
      console.log(drillReport(result).join('\n'));

      assert.deepEqual(drillProblems(result), []);
      const answered = [...result.load.values()].reduce((total, kind) => total + kind.latencies.length, 0);
      assert.ok(answered > 200, `only ${answered} requests were answered`);
    },
  );
});
