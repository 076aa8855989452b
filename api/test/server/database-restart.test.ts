/**
 * The database-restart drill (scripts/database-restart/drill.ts) at CI size: the API's PostgreSQL
 * (a cluster of the test's own, never the shared server) is stopped under load and started again.
 * During the outage every request is answered 503 with its message; afterwards the API answers
 * again without a restart, LISTEN is back, the streams were never cut, and every committed
 * notification (the one committed just before the stop included) reaches every tab of its user.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { runDatabaseRestartDrill } from '../../scripts/database-restart/drill.ts';
import { databaseRestartProblems, databaseRestartReport } from '../../scripts/database-restart/report.ts';
import { ensureEmulator } from '../support/emulator.ts';
import { clusterUnavailable } from '../support/postgres-cluster.ts';

describe('the PostgreSQL server restarts under load', { skip: clusterUnavailable() }, () => {
  test(
    '503 with a message while it is down, then recovery without a restart and nothing lost',
    { timeout: 120_000 },
    async () => {
      await ensureEmulator();
      const result = await runDatabaseRestartDrill({
        users: 2,
        tabsPerUser: 2,
        readsPerSecond: 20,
        writesPerSecond: 5,
        warmupMs: 1_500,
        outageMs: 2_000,
        tailMs: 1_500,
      });
      console.log(databaseRestartReport(result).join('\n'));
      assert.deepEqual(databaseRestartProblems(result), []);
      const owners = result.clients.filter((tab) => tab.email === result.lastBeforeStop.email);
      assert.equal(owners.length, 2);
      for (const tab of owners)
        assert.ok(tab.at.has(result.lastBeforeStop.id), 'a tab never listed the last notification before the stop');
    },
  );
});
