/**
 * The database backends every integration suite runs on: in-memory PGlite always, and the
 * PostgreSQL server when one answers (each run in its own schema, dropped afterwards).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

export interface Backend {
  name: 'pglite' | 'postgres';
  /** A reason to skip, shown by the test runner, when the backend is not available. */
  skip: string | false;
  /** Environment for `loadConfig` selecting this backend. */
  env(): Record<string, string>;
  /** Drops whatever `env()` pointed the app at. */
  cleanup(env: Record<string, string>): Promise<void>;
}

async function serverReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function withServerClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const pglite: Backend = {
  name: 'pglite',
  skip: false,
  env: () => ({ PGLITE_DIR: 'memory://' }),
  cleanup: async () => {},
};

function postgres(skip: string | false): Backend {
  return {
    name: 'postgres',
    skip,
    env: () => ({
      DATABASE_URL: TEST_DATABASE_URL,
      DATABASE_SCHEMA: `api_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`,
    }),
    cleanup: async (env) => {
      const schema = env.DATABASE_SCHEMA;
      if (schema) await withServerClient((client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
    },
  };
}

let cached: Promise<Backend[]> | undefined;

export function backends(): Promise<Backend[]> {
  cached ??= serverReachable().then((reachable) => {
    if (!reachable) {
      console.log(`# SKIP postgres backend: no PostgreSQL server answers at ${TEST_DATABASE_URL}`);
    }
    return [pglite, postgres(reachable ? false : `PostgreSQL server unreachable at ${TEST_DATABASE_URL}`)];
  });
  return cached;
}
