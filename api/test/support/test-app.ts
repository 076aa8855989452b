/** Builds the real app (real database backend, real emulator tokens) for `inject` tests. */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/build-server.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import type { Backend } from './backends.ts';
import { EMULATOR_HOST, ensureEmulator } from './emulator.ts';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Everything the app logged, as one string. */
  logs(): string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  database?: Database;
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    // The test clock and the internal test routes, which the tests drive.
    DEVELOPMENT_FEATURES: 'on',
    LOG_LEVEL: 'info',
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    PGLITE_DIR: 'memory://',
    ...env,
  });
}

export async function startTestApp(backend: Backend, { env = {}, database }: TestAppOptions = {}): Promise<TestApp> {
  await ensureEmulator();
  const backendEnv = backend.env();
  const config = testConfig({ ...backendEnv, ...env });
  let logs = '';
  const logStream = new PassThrough();
  logStream.on('data', (chunk) => (logs += chunk));
  const app = buildServer(config, { database, logStream });
  try {
    await app.ready();
  } catch (error) {
    await backend.cleanup(backendEnv);
    throw error;
  }
  return {
    app,
    config,
    logs: () => logs,
    async close() {
      await app.close();
      await backend.cleanup(backendEnv);
    },
  };
}
