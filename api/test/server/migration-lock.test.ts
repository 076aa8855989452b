import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { MIGRATION_LOCK_KEY } from '../../src/db/migrate.ts';
import { PostgresDatabase } from '../../src/db/postgres-database.ts';
import { backends, TEST_DATABASE_URL, withServerClient } from '../support/backends.ts';

const [, postgres] = await backends();

describe('migrations when several instances start at once', { skip: postgres!.skip }, () => {
  test('two instances opening a fresh schema while another migration holds the lock past the statement timeout both come up', async () => {
    const env = postgres!.env();
    const schema = env.DATABASE_SCHEMA!;
    // A short statement timeout, so the wait for the lock outlasts it many times over.
    const open = () => PostgresDatabase.open({ url: TEST_DATABASE_URL, schema, statementTimeoutMs: 200 });
    try {
      const opened = await withServerClient(async (holder) => {
        await holder.query('BEGIN');
        await holder.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
        const starting = Promise.allSettled([open(), open()]);
        await sleep(1_500);
        await holder.query('COMMIT');
        return starting;
      });
      const databases = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        assert.deepEqual(
          opened.map((result) => (result.status === 'fulfilled' ? 'up' : String(result.reason))),
          ['up', 'up'],
        );
        const rows = await withServerClient(
          async (client) => (await client.query(`SELECT name FROM ${schema}.schema_migrations`)).rows,
        );
        // Every migration recorded exactly once, though two instances ran them.
        const files = (await readdir(new URL('../../migrations/', import.meta.url)))
          .filter((name) => name.endsWith('.sql'))
          .sort();
        assert.deepEqual(rows.map((row) => row.name).sort(), files);
        for (const database of databases) await database.ping();
      } finally {
        for (const database of databases) await database.close();
      }
    } finally {
      await postgres!.cleanup(env);
    }
  });
});
