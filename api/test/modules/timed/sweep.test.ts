/**
 * The sweep's batching on a real database, with transitions of its own over a scratch table: a
 * row that fails rolls back alone (its notification with it), a batch that fails ends that
 * transition's turn but not the sweep, and a sweep always ends.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/database.ts';
import { openDatabase } from '../../../src/db/open-database.ts';
import { createSweeper, type SweepLog } from '../../../src/modules/timed/sweep.ts';
import { claimedIds, notAmong } from '../../../src/modules/common/index.ts';
import type { TimedTransition } from '../../../src/modules/timed/timed-transition.ts';
import { backends } from '../../support/backends.ts';
import { testConfig } from '../../support/test-app.ts';

for (const backend of await backends()) {
  describe(`the sweep on ${backend.name}`, { skip: backend.skip }, () => {
    const env = backend.env();
    let db: Database;
    const logged: string[] = [];
    const log: SweepLog = { error: (_details, message) => void logged.push(message) };

    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.orm.execute(query)) as unknown as { rows: T[] }).rows;

    /** Marks probe rows done, telling someone of each; a row in `failOn` throws after its changes. */
    function probe(failOn = new Set<number>()): TimedTransition {
      return {
        name: 'probed',
        claimDue: (tx, _clock, limit, skip) =>
          claimedIds(
            tx,
            sql`SELECT id FROM sweep_probe WHERE NOT done AND ${notAmong(sql`id`, skip)}
                ORDER BY n LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
          ),
        async apply(tx, id) {
          const [row] = (
            (await tx.execute(sql`UPDATE sweep_probe SET done = true WHERE id = ${id} RETURNING n`)) as unknown as {
              rows: Array<{ n: number }>;
            }
          ).rows;
          await tx.execute(
            sql`INSERT INTO notifications (recipient_uid, recipient_type, entity_type, related_entity_id, content)
                VALUES ('probe-uid', 'User', 'Booking', ${id}, ${`row ${row!.n}`})`,
          );
          if (failOn.has(row!.n)) throw new Error(`row ${row!.n} failed`);
          return true;
        },
      };
    }

    before(async () => {
      db = await openDatabase(testConfig(env).database);
      await db.orm.execute(sql`CREATE TABLE sweep_probe (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(), n integer NOT NULL, done boolean NOT NULL DEFAULT false)`);
    });
    after(async () => {
      await db?.close();
      await backend.cleanup(env);
    });
    beforeEach(async () => {
      logged.length = 0;
      await db.orm.execute(sql`TRUNCATE sweep_probe, notifications`);
      await db.orm.execute(sql`INSERT INTO sweep_probe (n) SELECT generate_series(1, 7)`);
    });

    test('every row in batches; one that fails rolls back alone and the sweep goes on and ends', async () => {
      const sweeper = createSweeper({ db, transitions: [probe(new Set([3]))], batchSize: 2, log });
      const result = await sweeper.sweep(new Date('2031-05-02T12:00:00Z'));
      assert.deepEqual(result, { now: '2031-05-02T12:00:00.000Z', transitioned: { probed: 6 }, failures: 1 });
      const done = await rows<{ n: number; done: boolean }>(sql`SELECT n, done FROM sweep_probe ORDER BY n`);
      assert.deepEqual(
        done.map(({ n, done: isDone }) => [n, isDone]),
        [1, 2, 3, 4, 5, 6, 7].map((n) => [n, n !== 3]),
      );
      const told = await rows<{ content: string }>(sql`SELECT content FROM notifications ORDER BY content`);
      assert.deepEqual(
        told.map((row) => row.content),
        ['row 1', 'row 2', 'row 4', 'row 5', 'row 6', 'row 7'],
      );
      assert.deepEqual(logged, ['timed transition failed']);

      // The failed row is still due: the next sweep tries it again.
      const next = await createSweeper({ db, transitions: [probe()], batchSize: 2, log }).sweep();
      assert.equal(next.transitioned.probed, 1);
    });

    test('a batch that fails ends its transition for this sweep, not the others', async () => {
      const broken: TimedTransition = {
        name: 'broken',
        claimDue: (tx) => claimedIds(tx, sql`SELECT id FROM no_such_table FOR UPDATE SKIP LOCKED`),
        apply: async () => true,
      };
      const result = await createSweeper({ db, transitions: [broken, probe()], batchSize: 3, log }).sweep();
      assert.deepEqual(result.transitioned, { broken: 0, probed: 7 });
      assert.equal(result.failures, 1);
      assert.deepEqual(logged, ['timed sweep batch failed']);
    });

    test('a row found no longer due is not claimed again in the same sweep', async () => {
      let applied = 0;
      const stale: TimedTransition = {
        ...probe(),
        apply: async () => {
          applied += 1;
          return false;
        },
      };
      const result = await createSweeper({ db, transitions: [stale], batchSize: 2, log }).sweep();
      assert.deepEqual(result.transitioned, { probed: 0 });
      assert.equal(applied, 7);
    });
  });
}
