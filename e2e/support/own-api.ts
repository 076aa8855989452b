import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureDeployed, recordFileFor } from 'tooling/ops';
import { startSite, type Site } from 'tooling/serve';
import { startLocalStack, type Stack } from 'tooling/stack';
import { test as base } from './fixtures.ts';
import type { NewNotification } from './notifications.ts';
import { BASE_REGISTRY_ENV, REPO_ROOT } from './paths.ts';
import { E2E_MAIL_PORTS } from './ports.ts';

type Fixtures = {
  /**
   * The test's API watches its site's registry for failing canaries (CANARY_REGISTRY_FILE), and
   * sweeps only when the test says (TIMED_INTERVAL_MS=0; POST /api/internal/timed/run), with a
   * minimum sample of 5 canary sessions.
   */
  watchCanaries: boolean;
  /**
   * An API of this test's own (its own port and embedded database, the run's Auth Emulator) and
   * a copy of the site forwarding /api to it: for tests that stop or restart the API, which the
   * run's other files share.
   */
  ownApi: { stack: Stack; site: Site };
};

/** A port nothing listens on now; the API keeps it across restarts. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const test = base.extend<Fixtures>({
  watchCanaries: [false, { option: true }],
  ownApi: [
    async ({ watchCanaries }, use) => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-own-api-'));
      const registryFile = path.join(dir, 'registry.json');
      const stack = await startLocalStack({
        repoRoot: REPO_ROOT,
        apiPort: await freePort(),
        pgliteDir: path.join(dir, 'pglite'),
        quiet: true,
        ownApi: true,
        mailCatcher: E2E_MAIL_PORTS,
        ...(watchCanaries && {
          // A drill's sample: a handful of page loads rather than production's 20 sessions.
          apiEnv: { CANARY_REGISTRY_FILE: registryFile, TIMED_INTERVAL_MS: '0', CANARY_MIN_SESSIONS: '5' },
        }),
      });
      const baseRegistry = process.env[BASE_REGISTRY_ENV];
      if (baseRegistry) {
        await copyFile(baseRegistry, registryFile);
        await copyFile(recordFileFor(baseRegistry), recordFileFor(registryFile));
      }
      const ports = { host: 0, remote_shell: 0, remote_notifications: 0, remote_organizer: 0, remote_provider: 0 };
      const site = await startSite({ repoRoot: REPO_ROOT, registryFile, ports, apiUrl: stack.apiUrl }).catch(
        async (error: unknown) => {
          await stack.stop();
          throw error;
        },
      );
      try {
        await ensureDeployed(site.environment, 'site-start');
        await use({ stack, site });
      } finally {
        await Promise.all([site.close(), stack.stop()]);
        await rm(dir, { recursive: true, force: true });
      }
    },
    // Starting an API (a fresh database, its migrations) takes a while on a busy machine.
    { timeout: 180_000 },
  ],
});

/** Creates a notification through the given API's internal route, as another backend service does. */
export async function sendNotificationTo(apiUrl: string, email: string, notification: NewNotification): Promise<void> {
  const response = await fetch(`${apiUrl}/api/internal/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-token': 'dev-internal-token' },
    body: JSON.stringify({ recipientType: 'User', ...notification, recipientEmail: email }),
  });
  if (!response.ok) throw new Error(`${apiUrl} answered ${response.status}: ${await response.text()}`);
}

export { expect } from './fixtures.ts';
