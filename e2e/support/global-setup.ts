import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureDeployed } from 'tooling/ops';
import { startSite } from 'tooling/serve';
import { startLocalStack } from 'tooling/stack';
import { BASE_REGISTRY_ENV, REPO_ROOT } from './paths.ts';
import { E2E_API_PORT, E2E_MAIL_PORTS, MAIN_SITE_PORTS, MAIN_SITE_URL } from './ports.ts';

/**
 * For the whole run: the Auth Emulator, the API on a fresh embedded database with the demo
 * data, and the built site. The returned function stops what was started.
 */
export default async function globalSetup() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-site-'));
  const origins = Object.values(MAIN_SITE_PORTS).flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
  const stack = await startLocalStack({
    repoRoot: REPO_ROOT,
    apiPort: E2E_API_PORT,
    pgliteDir: path.join(dir, 'pglite'),
    corsOrigins: origins,
    seed: true,
    quiet: true,
    ownApi: true,
    mailCatcher: E2E_MAIL_PORTS,
    siteUrl: MAIN_SITE_URL,
  });
  const registryFile = path.join(dir, 'registry.json');
  const site = await startSite({
    repoRoot: REPO_ROOT,
    registryFile,
    ports: MAIN_SITE_PORTS,
    apiUrl: stack.apiUrl,
  }).catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  // The deploy step: each remote at its newest published version.
  await ensureDeployed(site.environment, 'site-start').catch(async (error: unknown) => {
    await Promise.all([site.close(), stack.stop()]);
    throw error;
  });
  // Sites a test starts of its own begin on these versions too, not on whatever is newest at
  // that moment (a deploy drill publishes extra versions while other files run).
  process.env[BASE_REGISTRY_ENV] = registryFile;
  return async () => {
    await site.close();
    await stack.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
