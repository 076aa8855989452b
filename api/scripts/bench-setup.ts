/**
 * The set-up the API's load benchmarks share: the API's settings for a measurement, a throwaway
 * schema on the PostgreSQL server, verified emulator accounts, and bounded parallel work.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { EMULATOR_HOST } from '../test/support/emulator.ts';
import { createUser, type TestUser, uniqueEmail } from '../test/support/emulator-users.ts';

/** The API's settings for a benchmark: quiet logs, the emulator's tokens, no rate limits. */
export function benchConfig(env: Record<string, string>): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    // The limits exist for abuse, not for a measurement.
    RATE_LIMIT_MAX: '100000000',
    ...env,
  });
}

/** A schema name of its own for one run (`prefix_` and 12 hex digits), so runs never share rows. */
export const throwawaySchema = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * A verified account, tried again a few times: an emulator that another run is starting or stopping
 * can drop a connection, and a half-made account is left to the emulator's next restart.
 */
export async function newAccount(label: string): Promise<TestUser> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await createUser(uniqueEmail(label));
    } catch (error) {
      if (attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
    }
  }
}

/** In parallel, at most `width` at a time; results in the items' order. */
export async function inParallel<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/** A numeric setting from the environment: `fallback` when unset; a clear error when not a number ≥ `min`. */
export function numberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) {
    throw new Error(`${name} must be a number of at least ${min}, not "${raw}".`);
  }
  return value;
}
