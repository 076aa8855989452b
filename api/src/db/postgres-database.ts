/**
 * A PostgreSQL server through `pg`. The pool replaces broken connections by itself; LISTEN needs
 * one long-lived client, which is checked periodically and re-created with jittered back-off after
 * the server or network drops it. Listeners hear once when it is back, since NOTIFYs sent while
 * it was down are lost.
 */
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import {
  type Database,
  type ListenOptions,
  type Orm,
  preparedStatement,
  RANDOM_PAGE_COST,
  type Unlisten,
} from './database.ts';
import { migrate } from './migrate.ts';
import { nameStatementsOf } from './named-statements.ts';
import { LISTEN_BACKOFF, reconnectDelay } from './reconnect-delay.ts';
import { schema } from './schema.ts';

export interface PostgresOptions {
  url: string;
  /** Tables live in this schema (created if missing) instead of `public`. */
  schema?: string | undefined;
  /** Longest a query may run (5 s by default); migrations set their own, longer limits. */
  statementTimeoutMs?: number | undefined;
  onError?: (error: Error) => void;
  /** How often the LISTEN connection is asked `SELECT 1`, and how long it may take to answer. */
  listenCheck?: { intervalMs: number; timeoutMs: number } | undefined;
}

type Handler = (payload: string) => void;

/** IF NOT EXISTS is not atomic: another instance creating the schema at the same moment makes this one fail. */
async function createSchema(pool: pg.Pool, schema: string): Promise<void> {
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== '23505' && code !== '42P06') throw error;
  }
}
type Listener = { onPayload: Handler; onReconnect: (() => void) | undefined };

const DEFAULT_LISTEN_CHECK = { intervalMs: 30_000, timeoutMs: 5_000 };

export class PostgresDatabase implements Database {
  readonly kind = 'postgres';
  readonly orm: Orm;
  readonly #pool: pg.Pool;
  readonly #clientConfig: pg.ClientConfig;
  readonly #listeners = new Map<string, Set<Listener>>();
  #listenClient: pg.Client | undefined;
  #listenerPid: number | undefined;
  #connecting: Promise<void> | undefined;
  #retryTimer: NodeJS.Timeout | undefined;
  #retryAttempt = 0;
  #checkTimer: NodeJS.Timeout | undefined;
  /** Set when an established link drops; listeners are told once it is back. */
  #linkLost = false;
  #closed = false;

  private constructor(private readonly options: PostgresOptions) {
    this.#clientConfig = {
      connectionString: options.url,
      connectionTimeoutMillis: 3_000,
      statement_timeout: options.statementTimeoutMs ?? 5_000,
      options: [
        `-c random_page_cost=${RANDOM_PAGE_COST}`,
        ...(options.schema ? [`-c search_path=${options.schema}`] : []),
      ].join(' '),
    };
    this.#pool = new pg.Pool({ ...this.#clientConfig, max: 10, idleTimeoutMillis: 30_000 });
    // An idle client dropped by the server emits here; without a listener it would crash the process.
    this.#pool.on('error', (error) => options.onError?.(error));
    // So does a client checked out but between two queries (inside a transaction) when the server
    // goes away: its query fails on its own, and the 'error' event must not end the process.
    this.#pool.on('connect', (client) => {
      client.on('error', (error) => options.onError?.(error));
      nameStatementsOf(client);
    });
    this.orm = drizzle(this.#pool, { schema });
  }

  static async open(options: PostgresOptions): Promise<PostgresDatabase> {
    const db = new PostgresDatabase(options);
    try {
      if (options.schema) await createSchema(db.#pool, options.schema);
      await migrate({
        transaction: async (work) => {
          const client = await db.#pool.connect();
          try {
            await client.query('BEGIN');
            await work({
              exec: async (script) => void (await client.query(script)),
              query: async (text, params) => (await client.query(text, params)).rows,
            });
            await client.query('COMMIT');
          } catch (error) {
            await client.query('ROLLBACK').catch(() => {});
            throw error;
          } finally {
            client.release();
          }
        },
      });
    } catch (error) {
      await db.#pool.end();
      throw error;
    }
    return db;
  }

  async selectPrepared<T>(query: SQL): Promise<T[]> {
    const { name, text, params } = preparedStatement(query);
    const result = await this.#pool.query({ name, text, values: params });
    return result.rows as T[];
  }

  async ping(): Promise<void> {
    await this.#pool.query('SELECT 1');
  }

  /** The server process behind the LISTEN link, while it is up (tests break the link through it). */
  get listenerProcessId(): number | undefined {
    return this.#listenClient ? this.#listenerPid : undefined;
  }

  async listen(channel: string, onPayload: Handler, options: ListenOptions = {}): Promise<Unlisten> {
    const listener: Listener = { onPayload, onReconnect: options.onReconnect };
    let listeners = this.#listeners.get(channel);
    const isNewChannel = !listeners;
    if (!listeners) this.#listeners.set(channel, (listeners = new Set()));
    listeners.add(listener);
    const unlisten = async () => {
      listeners.delete(listener);
      if (listeners.size > 0 || this.#listeners.get(channel) !== listeners) return;
      this.#listeners.delete(channel);
      await this.#listenClient?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
    };
    try {
      if (!this.#listenClient) await this.#connectListener();
      else if (isNewChannel) await this.#listenClient.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await unlisten();
      throw error;
    }
    return unlisten;
  }

  #connectListener(): Promise<void> {
    this.#connecting ??= (async () => {
      const client = new pg.Client({ ...this.#clientConfig, keepAlive: true });
      client.on('notification', (message) => {
        for (const listener of this.#listeners.get(message.channel) ?? []) listener.onPayload(message.payload ?? '');
      });
      client.on('error', (error) => this.#dropListener(client, error));
      client.on('end', () => this.#dropListener(client));
      try {
        await client.connect();
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        for (const channel of this.#listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        this.#listenClient = client;
        this.#listenerPid = rows[0]?.pid;
      } catch (error) {
        await client.end().catch(() => {});
        this.#retryAttempt++;
        this.#scheduleReconnect();
        throw error;
      } finally {
        this.#connecting = undefined;
      }
      clearTimeout(this.#retryTimer);
      this.#retryTimer = undefined;
      this.#retryAttempt = 0;
      this.#startChecks(client);
      if (this.#linkLost) {
        this.#linkLost = false;
        for (const listeners of this.#listeners.values()) for (const listener of listeners) listener.onReconnect?.();
      }
    })();
    return this.#connecting;
  }

  /**
   * A link can die without the socket noticing (a NAT or proxy forgets it): TCP keep-alive probes
   * catch that eventually, and a periodic query catches it within one interval.
   */
  #startChecks(client: pg.Client): void {
    clearInterval(this.#checkTimer);
    const { intervalMs, timeoutMs } = this.options.listenCheck ?? DEFAULT_LISTEN_CHECK;
    this.#checkTimer = setInterval(() => {
      if (this.#listenClient !== client) return;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`The LISTEN connection did not answer within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      Promise.race([client.query('SELECT 1'), timedOut])
        .catch((error: Error) => {
          this.#dropListener(client, error);
          void client.end().catch(() => {});
        })
        .finally(() => clearTimeout(timer));
    }, intervalMs);
    this.#checkTimer.unref();
  }

  #dropListener(client: pg.Client, error?: Error): void {
    if (this.#listenClient !== client) return;
    this.#listenClient = undefined;
    this.#listenerPid = undefined;
    this.#linkLost = true;
    clearInterval(this.#checkTimer);
    if (error) this.options.onError?.(error);
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#retryTimer || this.#listeners.size === 0) return;
    this.#retryTimer = setTimeout(
      () => {
        this.#retryTimer = undefined;
        if (this.#closed || this.#listeners.size === 0) return;
        this.#connectListener().catch(() => {});
      },
      reconnectDelay(this.#retryAttempt, LISTEN_BACKOFF),
    );
    this.#retryTimer.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    await this.#connecting?.catch(() => {});
    clearInterval(this.#checkTimer);
    const client = this.#listenClient;
    this.#listenClient = undefined;
    await client?.end().catch(() => {});
    await this.#pool.end();
  }
}
