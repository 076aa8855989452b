/** The database handle the app depends on; one implementation per backend (PGlite, PostgreSQL server). */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { schema } from './schema.ts';

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The planner's cost of a random page read. The working set lives in memory or on SSD; at the
 * default (4, for spinning disks) the planner scans every search row rather than reading the text
 * index's matches, which costs twice the CPU (benchmarked in docs/performance.md).
 */
export const RANDOM_PAGE_COST = 1.1;

export type Unlisten = () => Promise<void>;

export interface ListenOptions {
  /**
   * Called once each time the LISTEN link is back after it was lost: notifications sent while it
   * was down are gone, so the listener should assume anything may have changed.
   */
  onReconnect?: () => void;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Read at call time: a backend may swap its client after recovering from an outage. */
  readonly orm: Orm;
  /**
   * Runs a read whose text recurs (parameters aside) as a named prepared statement, so each
   * connection plans it once rather than on every call; search's planning cost as much as running it.
   */
  selectPrepared<T>(query: SQL): Promise<T[]>;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Subscribes to a LISTEN/NOTIFY channel; survives reconnects of the underlying client. */
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<Unlisten>;
  close(): Promise<void>;
}

const dialect = new PgDialect();

/** A query's text and parameters, and a statement name that stands for that text. */
export function preparedStatement(query: SQL): { name: string; text: string; params: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name: `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, params };
}

/** Thrown (or recognised) when the database cannot be reached, so callers answer 503, not 500. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown (pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  if (
    /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error|Client was closed and is not queryable/i.test(
      error.message,
    )
  ) {
    return true;
  }
  // drizzle wraps driver errors; the cause carries the real one.
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}
