/**
 * A small migrator: applies `migrations/*.sql` in file-name order, each once, recorded in
 * `schema_migrations`. It runs over a minimal adapter so PGlite and a PostgreSQL server share it.
 */
import { readdir, readFile } from 'node:fs/promises';

export interface MigrationSession {
  /** Runs a script that may hold several statements. */
  exec(script: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface MigrationTarget {
  /** Runs `work` inside one transaction; everything is rolled back if it throws. */
  transaction(work: (session: MigrationSession) => Promise<void>): Promise<void>;
}

const MIGRATIONS_DIR = new URL('../../migrations/', import.meta.url);
// Any constant works; it only has to be the same for every instance of this service.
export const MIGRATION_LOCK_KEY = 4_000_001;
/**
 * The migration transaction's own limits, above the connection's statement timeout: an instance
 * starting while another migrates waits for the lock (up to the lock timeout) instead of failing.
 */
export const MIGRATION_LOCK_TIMEOUT_MS = 5 * 60_000;
export const MIGRATION_STATEMENT_TIMEOUT_MS = 10 * 60_000;

async function migrationFiles(): Promise<string[]> {
  const names = await readdir(MIGRATIONS_DIR);
  return names.filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
}

/** Applies pending migrations; returns the names it applied. Safe to call from several instances at once. */
export async function migrate(target: MigrationTarget): Promise<string[]> {
  const files = await migrationFiles();
  const applied: string[] = [];
  await target.transaction(async (session) => {
    await session.exec(
      `SET LOCAL lock_timeout = ${MIGRATION_LOCK_TIMEOUT_MS}; SET LOCAL statement_timeout = ${MIGRATION_STATEMENT_TIMEOUT_MS}`,
    );
    // Serialises concurrent start-ups against one server; released at commit.
    await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await session.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    for (const name of files) {
      if (done.has(name)) continue;
      await session.exec(await readFile(new URL(name, MIGRATIONS_DIR), 'utf8'));
      await session.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
  });
  return applied;
}
