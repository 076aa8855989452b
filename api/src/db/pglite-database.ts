/**
 * Embedded PostgreSQL (PGlite, WASM). A crashed or closed instance is reopened from the same
 * data directory the next time the readiness probe finds it down, so the API recovers without
 * a restart and keeps its notification listeners (each told once that it may have missed some).
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import {
  type Database,
  DatabaseUnavailableError,
  type ListenOptions,
  type Orm,
  preparedStatement,
  RANDOM_PAGE_COST,
  type Unlisten,
} from './database.ts';
import { migrate } from './migrate.ts';
import { schema } from './schema.ts';

type Listener = {
  channel: string;
  onPayload: (payload: string) => void;
  onReconnect: (() => void) | undefined;
  unlisten?: Unlisten;
};

export class PgliteDatabase implements Database {
  readonly kind = 'pglite';
  #client: PGlite;
  #orm: Orm;
  #listeners = new Set<Listener>();
  #reopening: Promise<void> | undefined;
  #closed = false;

  private constructor(
    private readonly dataDir: string,
    client: PGlite,
  ) {
    this.#client = client;
    this.#orm = drizzle(client, { schema });
  }

  static async open(dataDir: string): Promise<PgliteDatabase> {
    const db = new PgliteDatabase(dataDir, await PgliteDatabase.#start(dataDir));
    return db;
  }

  static async #start(dataDir: string): Promise<PGlite> {
    if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
    // Search's typo tolerance (migration 0004) needs pg_trgm, which PGlite ships but loads only on request.
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    await client.exec(`SET random_page_cost = ${RANDOM_PAGE_COST}`);
    await migrate({
      transaction: (work) =>
        client.transaction(async (tx) => {
          await work({
            exec: async (script) => void (await tx.exec(script)),
            query: async (text, params) => (await tx.query(text, params)).rows as never[],
          });
        }),
    });
    return client;
  }

  /** The raw client; exposed so tests can simulate an outage by closing it. */
  get client(): PGlite {
    return this.#client;
  }

  get orm(): Orm {
    return this.#orm;
  }

  /** One connection, and PGlite names no statements: the text is planned on each call. */
  async selectPrepared<T>(query: SQL): Promise<T[]> {
    const { text, params } = preparedStatement(query);
    return (await this.#client.query<T>(text, params)).rows;
  }

  async ping(): Promise<void> {
    if (this.#client.closed) {
      void this.#reopen().catch(() => {});
      throw new DatabaseUnavailableError('PGlite is closed');
    }
    await this.#client.query('SELECT 1');
  }

  async listen(channel: string, onPayload: (payload: string) => void, options: ListenOptions = {}): Promise<Unlisten> {
    const listener: Listener = { channel, onPayload, onReconnect: options.onReconnect };
    listener.unlisten = await this.#client.listen(channel, onPayload);
    this.#listeners.add(listener);
    return async () => {
      this.#listeners.delete(listener);
      if (!this.#client.closed) await listener.unlisten?.();
    };
  }

  #reopen(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#reopening ??= (async () => {
      try {
        const client = await PgliteDatabase.#start(this.dataDir);
        for (const listener of this.#listeners) {
          listener.unlisten = await client.listen(listener.channel, listener.onPayload);
        }
        this.#client = client;
        this.#orm = drizzle(client, { schema });
        // Whatever changed while the old instance was down was never announced.
        for (const listener of this.#listeners) listener.onReconnect?.();
      } finally {
        this.#reopening = undefined;
      }
    })();
    return this.#reopening;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#reopening?.catch(() => {});
    if (!this.#client.closed) await this.#client.close();
  }
}
