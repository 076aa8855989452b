/** Builds the Fastify instance with its server-level settings; `server.ts` adds the process around it. */
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import serviceApp from './app.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { loggerRedaction } from './log-redaction.ts';
import testClock from './plugins/app/test-clock.ts';

export interface BuildOptions {
  database?: Database | undefined;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: Writable | undefined;
}

export function buildServer(config: AppConfig, { database, logStream }: BuildOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...loggerRedaction,
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // Socket-level: a client that trickles its request in is cut off.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2,
    keepAliveTimeout: 5_000,
    // Application-level: a handler stuck on a dependency answers 503 instead of hanging.
    handlerTimeout: config.requestTimeoutMs,
    // The GET path carries an email address; longer values are never valid.
    routerOptions: { maxParamLength: 320 },
    // First start of embedded PGlite runs initdb, which takes a while on a small machine.
    pluginTimeout: 60_000,
    // A property the schema does not name is refused (400 naming it), never silently dropped.
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.register(testClock, { config });
  app.register(fp(serviceApp), { config, database });
  return app;
}
