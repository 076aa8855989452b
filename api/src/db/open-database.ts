/** Picks the backend from configuration: a server when DATABASE_URL is set, embedded PGlite otherwise. */
import type { AppConfig } from '../config.ts';
import type { Database } from './database.ts';
import { PgliteDatabase } from './pglite-database.ts';
import { PostgresDatabase } from './postgres-database.ts';

export function openDatabase(config: AppConfig['database'], onError?: (error: Error) => void): Promise<Database> {
  if (config.url) return PostgresDatabase.open({ url: config.url, schema: config.schema, onError });
  return PgliteDatabase.open(config.pgliteDir);
}
