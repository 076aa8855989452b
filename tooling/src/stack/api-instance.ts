import path from 'node:path';
import { startService } from './child-process.ts';
import { restartable, type Restartable } from './restartable.ts';
import { waitForUrl } from './wait-for-url.ts';

export type ApiInstanceOptions = {
  repoRoot: string;
  /** Shown before its output and in errors: `api`, or `api-a` and `api-b` of a pair. */
  name?: string;
  port: number;
  /** The API's settings (PORT is set from `port`). */
  env: NodeJS.ProcessEnv;
  quiet?: boolean;
};

export type ApiInstance = Restartable & {
  name: string;
  url: string;
  /** Resolves once the instance answers /health/ready with 200. */
  ready: () => Promise<void>;
};

/**
 * One API process on its own port: what `pnpm --filter api start` runs, as one process without
 * the package manager in front (on a busy machine pnpm alone takes seconds to start, and every
 * second an instance is down during a restart counts). `restart()` is a graceful stop (SIGTERM,
 * then waiting until the process is gone) and a start on the same port, resolved once ready.
 * Several can run side by side on one PostgreSQL database; on embedded PGlite only one.
 */
export function startApiInstance({
  repoRoot,
  name = 'api',
  port,
  env,
  quiet = false,
}: ApiInstanceOptions): ApiInstance {
  const url = `http://127.0.0.1:${port}`;
  const ready = () => waitForUrl(`${url}/health/ready`, { what: `The API (${name})`, timeoutMs: 90_000 });
  const start = () =>
    startService(name, process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(repoRoot, 'api'),
      env: { ...env, PORT: String(port) },
      quiet,
    });
  return { ...restartable(start, ready), name, url, ready };
}
