import path from 'node:path';
import { startApiInstance, type ApiInstance } from './api-instance.ts';
import { runToEnd, startService, type Service } from './child-process.ts';
import { answers, waitForUrl } from './wait-for-url.ts';

export { startApiInstance, type ApiInstance, type ApiInstanceOptions } from './api-instance.ts';
export { listenForRestart, RESTART_SIGNAL } from './restart-trigger.ts';
export { groupAlive, signalGroup } from './child-process.ts';

export const AUTH_EMULATOR = { host: '127.0.0.1', port: 9099, projectId: 'demo-kids-events' } as const;
export const API_PORT = 4000;
/** The local mail catcher (maildev): the API sends every email to its SMTP port; read it on the web port. */
export const MAIL_CATCHER = { smtpPort: 1025, webPort: 1080 } as const;

export type StackOptions = {
  repoRoot: string;
  apiPort?: number;
  /** Where the embedded database lives; a fresh folder gives a fresh database. */
  pgliteDir?: string;
  /** Site origins the API accepts (CORS). */
  corsOrigins?: string[];
  seed?: boolean;
  quiet?: boolean;
  /** Refuse to run against an API someone else started (its database and CORS are not ours). */
  ownApi?: boolean;
  /** Where the mail catcher listens (maildev's SMTP and web/REST ports); 1025 and 1080 by default. */
  mailCatcher?: { smtpPort: number; webPort: number };
  /** The site's origin that links in emails open; http://localhost:3000 by default. */
  siteUrl?: string;
  /** More settings for the API this stack starts (e.g. the registry whose canaries it watches). */
  apiEnv?: NodeJS.ProcessEnv;
};
export type Stack = {
  apiUrl: string;
  emulatorUrl: string;
  /** maildev's web page and REST API (GET /email lists what arrived). */
  mailCatcherUrl: string;
  /**
   * Stops the API gracefully (open streams are told to reconnect) and starts it again on the same
   * port and database; resolves once it is ready. Only for an API this stack started.
   */
  restartApi: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Environment every local process shares: the emulator stands in for Firebase Auth, which the API
 * allows only when NODE_ENV says development. The site's server on this machine forwards `/api`
 * and sets X-Forwarded-For, so the API trusts exactly that loopback peer.
 */
export function stackEnv(apiPort: number, pgliteDir?: string, corsOrigins?: string[]): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'development',
    // The test clock and internal test routes, which the demo seed and end-to-end tests drive.
    DEVELOPMENT_FEATURES: 'on',
    TRUST_PROXY: '127.0.0.1,::1',
    // Every local client shares one address, and the demo seed alone makes some 450 requests
    // (42 businesses through the owner and admin routes): the default 300 a minute would stall it.
    RATE_LIMIT_MAX: '5000',
    // Every page's telemetry arrives from that one address too.
    TELEMETRY_RATE_LIMIT_MAX: '5000',
    ...(corsOrigins ? { CORS_ORIGINS: corsOrigins.join(',') } : {}),
    FIREBASE_AUTH_EMULATOR_HOST: `${AUTH_EMULATOR.host}:${AUTH_EMULATOR.port}`,
    FIREBASE_PROJECT_ID: AUTH_EMULATOR.projectId,
    GCLOUD_PROJECT: AUTH_EMULATOR.projectId,
    PORT: String(apiPort),
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    ...(pgliteDir ? { PGLITE_DIR: pgliteDir } : {}),
  };
}

/**
 * Starts the Firebase Auth Emulator (unless one already runs), the API on its embedded
 * database, and optionally the demo data. `stop` ends only what this call started.
 */
export async function startLocalStack(options: StackOptions): Promise<Stack> {
  const apiPort = options.apiPort ?? API_PORT;
  const mail = options.mailCatcher ?? MAIL_CATCHER;
  const env: NodeJS.ProcessEnv = {
    ...stackEnv(apiPort, options.pgliteDir, options.corsOrigins),
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    ...(options.siteUrl ? { EMAIL_LINK_ORIGIN: options.siteUrl } : {}),
    ...options.apiEnv,
  };
  const mailCatcherUrl = `http://localhost:${mail.webPort}`;
  const emulatorUrl = `http://${AUTH_EMULATOR.host}:${AUTH_EMULATOR.port}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const started: Pick<Service, 'stop'>[] = [];
  let api: ApiInstance | null = null;
  const stop = async () => {
    for (const service of started.reverse()) await service.stop();
  };
  const apiReady = () => waitForUrl(`${apiUrl}/health/ready`, { what: 'The API', timeoutMs: 90_000 });

  try {
    if (!(await answers(emulatorUrl))) {
      const firebase = path.join(options.repoRoot, 'node_modules', '.bin', 'firebase');
      started.push(
        startService(
          'auth-emulator',
          firebase,
          ['emulators:start', '--only', 'auth', '--project', AUTH_EMULATOR.projectId],
          {
            cwd: options.repoRoot,
            env,
            quiet: options.quiet ?? false,
          },
        ),
      );
      await waitForUrl(emulatorUrl, { what: 'The Firebase Auth Emulator', timeoutMs: 90_000 });
    }
    const mailCheck = `http://127.0.0.1:${mail.webPort}/email`;
    if (!(await answers(mailCheck))) {
      const maildev = path.join(options.repoRoot, 'tooling', 'node_modules', '.bin', 'maildev');
      started.push(
        startService(
          'mail-catcher',
          maildev,
          [
            '--smtp',
            String(mail.smtpPort),
            '--web',
            String(mail.webPort),
            '--ip',
            '127.0.0.1',
            '--web-ip',
            '127.0.0.1',
          ],
          { cwd: options.repoRoot, env, quiet: options.quiet ?? false },
        ),
      );
      await waitForUrl(mailCheck, { what: 'The mail catcher (maildev)', timeoutMs: 30_000 });
    }
    const apiRunning = await answers(`${apiUrl}/health/live`);
    if (apiRunning && options.ownApi) {
      throw new Error(
        `Port ${apiPort} is taken (is \`npm start\` running?). Stop it first: these tests start their own API.`,
      );
    }
    if (!apiRunning) {
      api = startApiInstance({ repoRoot: options.repoRoot, port: apiPort, env, quiet: options.quiet ?? false });
      started.push(api);
    }
    await apiReady();
    if (options.seed) await runToEnd('pnpm', ['--filter', 'api', 'seed'], { cwd: options.repoRoot, env });
  } catch (error) {
    await stop();
    throw error;
  }
  const restartApi = async () => {
    if (!api)
      throw new Error(`The API at ${apiUrl} was already running, not started here: restart it where it was started.`);
    await api.restart();
  };
  return { apiUrl, emulatorUrl, mailCatcherUrl, restartApi, stop };
}
