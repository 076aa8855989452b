import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startLocalEdge } from 'tooling/deploy';
import { ensureDeployed, recordFileFor } from 'tooling/ops';
import { startLocalStack } from 'tooling/stack';
import { EDGE_HOST_ROOT, EDGE_REMOTES } from './edge.ts';
import { BASE_REGISTRY_ENV, REPO_ROOT } from './paths.ts';
import { E2E_API_PORT, MAIN_SITE_PORTS } from './ports.ts';

/**
 * For the whole run: the Auth Emulator, the API on a fresh embedded database with the demo
 * data, and nginx running the generated production configuration in front of the built host
 * and remotes (their dist folders, as the compose stack mounts them) and the API.
 */
export default async function edgeGlobalSetup() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-edge-'));
  const stack = await startLocalStack({
    repoRoot: REPO_ROOT,
    apiPort: E2E_API_PORT,
    pgliteDir: path.join(dir, 'pglite'),
    corsOrigins: [`http://localhost:${MAIN_SITE_PORTS.host}`, `http://127.0.0.1:${MAIN_SITE_PORTS.host}`],
    seed: true,
    quiet: true,
    ownApi: true,
  });
  const registryFile = path.join(dir, 'registry.json');
  const stopAll = async (edge?: { close: () => Promise<void> }) => {
    await edge?.close();
    await stack.stop();
    await rm(dir, { recursive: true, force: true });
  };
  const edge = await startLocalEdge({
    dir: path.join(dir, 'nginx'),
    apiUrl: stack.apiUrl,
    registryFile,
    host: { port: MAIN_SITE_PORTS.host, root: EDGE_HOST_ROOT },
    remotes: EDGE_REMOTES,
  }).catch(async (error: unknown) => {
    await stopAll();
    throw error;
  });
  // The deploy step: each remote at its newest published version, on the origins nginx serves.
  const environment = {
    name: 'local',
    registryFile,
    recordFile: recordFileFor(registryFile),
    bases: Object.fromEntries(EDGE_REMOTES.map(({ name, origin }) => [name, origin])) as Record<
      (typeof EDGE_REMOTES)[number]['name'],
      string
    >,
    repoRoot: REPO_ROOT,
  };
  await ensureDeployed(environment, 'site-start').catch(async (error: unknown) => {
    await stopAll(edge);
    throw error;
  });
  process.env[BASE_REGISTRY_ENV] = registryFile;
  return () => stopAll(edge);
}
