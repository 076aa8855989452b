import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startLocalEdge } from 'tooling/deploy';
import { ensureDeployed, recordFileFor } from 'tooling/ops';
import { localCertificate, localTlsDir } from 'tooling/serve';
import { startLocalStack } from 'tooling/stack';
import { EDGE_HOST_ROOT, EDGE_REMOTE_ROOTS, EDGE_URL } from './edge.ts';
import { BASE_REGISTRY_ENV, REPO_ROOT } from './paths.ts';
import { E2E_API_PORT, E2E_MAIL_PORTS, MAIN_SITE_PORTS } from './ports.ts';

/**
 * For the whole run: the Auth Emulator, the API on a fresh embedded database with the demo
 * data, and nginx running the generated production configuration (path layout, HTTPS with
 * HTTP/2 on the local certificate) in front of the built host and remotes (their dist folders,
 * as the compose stack mounts them) and the API.
 */
export default async function edgeGlobalSetup() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-edge-'));
  const stack = await startLocalStack({
    repoRoot: REPO_ROOT,
    mailCatcher: E2E_MAIL_PORTS,
    apiPort: E2E_API_PORT,
    pgliteDir: path.join(dir, 'pglite'),
    corsOrigins: [EDGE_URL, `https://127.0.0.1:${MAIN_SITE_PORTS.host}`],
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
    layout: 'path',
    remoteRoots: EDGE_REMOTE_ROOTS,
    // The same file the config pinned Chromium to (playwright.edge.config.ts).
    tls: await localCertificate(localTlsDir(REPO_ROOT)),
  }).catch(async (error: unknown) => {
    await stopAll();
    throw error;
  });
  // The deploy step: each remote at its newest published version, under the paths nginx serves.
  const environment = {
    name: 'local',
    registryFile,
    recordFile: recordFileFor(registryFile),
    bases: edge.bases!,
    siteOrigin: edge.url,
    repoRoot: REPO_ROOT,
  };
  await ensureDeployed(environment, 'site-start').catch(async (error: unknown) => {
    await stopAll(edge);
    throw error;
  });
  process.env[BASE_REGISTRY_ENV] = registryFile;
  return () => stopAll(edge);
}
