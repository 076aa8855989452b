/**
 * A PostgreSQL server through `pg`. The pool replaces broken connections by itself; LISTEN needs
 * one long-lived client, which is re-created with back-off after the server or network drops it.
 */
import pg from 'pg'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { Database, Orm, Unlisten } from './database.ts'
import { migrate } from './migrate.ts'
import { schema } from './schema.ts'

export interface PostgresOptions {
  url: string
  /** Tables live in this schema (created if missing) instead of `public`. */
  schema?: string | undefined
  onError?: (error: Error) => void
}

type Handler = (payload: string) => void

export class PostgresDatabase implements Database {
  readonly kind = 'postgres'
  readonly orm: Orm
  readonly #pool: pg.Pool
  readonly #clientConfig: pg.ClientConfig
  readonly #handlers = new Map<string, Set<Handler>>()
  #listenClient: pg.Client | undefined
  #connecting: Promise<void> | undefined
  #retryTimer: NodeJS.Timeout | undefined
  #closed = false

  private constructor(private readonly options: PostgresOptions) {
    this.#clientConfig = {
      connectionString: options.url,
      connectionTimeoutMillis: 3_000,
      statement_timeout: 5_000,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {})
    }
    this.#pool = new pg.Pool({ ...this.#clientConfig, max: 10, idleTimeoutMillis: 30_000 })
    // An idle client dropped by the server emits here; without a listener it would crash the process.
    this.#pool.on('error', (error) => options.onError?.(error))
    this.orm = drizzle(this.#pool, { schema })
  }

  static async open(options: PostgresOptions): Promise<PostgresDatabase> {
    const db = new PostgresDatabase(options)
    try {
      if (options.schema) await db.#pool.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`)
      await migrate({
        transaction: async (work) => {
          const client = await db.#pool.connect()
          try {
            await client.query('BEGIN')
            await work({
              exec: async (script) => void (await client.query(script)),
              query: async (text, params) => (await client.query(text, params)).rows
            })
            await client.query('COMMIT')
          } catch (error) {
            await client.query('ROLLBACK').catch(() => {})
            throw error
          } finally {
            client.release()
          }
        }
      })
    } catch (error) {
      await db.#pool.end()
      throw error
    }
    return db
  }

  async ping(): Promise<void> {
    await this.#pool.query('SELECT 1')
  }

  async listen(channel: string, onPayload: Handler): Promise<Unlisten> {
    let handlers = this.#handlers.get(channel)
    const isNewChannel = !handlers
    if (!handlers) this.#handlers.set(channel, (handlers = new Set()))
    handlers.add(onPayload)
    if (!this.#listenClient) await this.#connectListener()
    else if (isNewChannel) await this.#listenClient.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    return async () => {
      handlers.delete(onPayload)
      if (handlers.size > 0) return
      this.#handlers.delete(channel)
      await this.#listenClient?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {})
    }
  }

  #connectListener(): Promise<void> {
    this.#connecting ??= (async () => {
      const client = new pg.Client(this.#clientConfig)
      client.on('notification', (message) => {
        for (const handler of this.#handlers.get(message.channel) ?? []) handler(message.payload ?? '')
      })
      client.on('error', (error) => this.#dropListener(client, error))
      client.on('end', () => this.#dropListener(client))
      try {
        await client.connect()
        for (const channel of this.#handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
        this.#listenClient = client
      } catch (error) {
        await client.end().catch(() => {})
        this.#scheduleReconnect()
        throw error
      } finally {
        this.#connecting = undefined
      }
    })()
    return this.#connecting
  }

  #dropListener(client: pg.Client, error?: Error): void {
    if (this.#listenClient !== client) return
    this.#listenClient = undefined
    if (error) this.options.onError?.(error)
    this.#scheduleReconnect()
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#retryTimer || this.#handlers.size === 0) return
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined
      this.#connectListener().catch(() => {})
    }, 1_000)
    this.#retryTimer.unref()
  }

  async close(): Promise<void> {
    this.#closed = true
    clearTimeout(this.#retryTimer)
    await this.#connecting?.catch(() => {})
    const client = this.#listenClient
    this.#listenClient = undefined
    await client?.end().catch(() => {})
    await this.#pool.end()
  }
}
