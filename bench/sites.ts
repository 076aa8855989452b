/**
 * Serves the two builds side by side on loopback, with the same static server (precompressed
 * files, the same cache headers) and `/api/*` forwarded to the same API.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureDeployed } from 'tooling/ops';
import { oneBundleDir, startOneBundleSite, startSite } from 'tooling/serve';
import type { BuildName } from './figures.ts';

export type ServedBuild = {
  build: BuildName;
  url: string;
  /** Origin → remote name (federated only): tells which remotes a page has fetched. */
  remoteOrigins: Map<string, string>;
  close: () => Promise<void>;
};

export const oneBundleBuilt = (repoRoot: string) => existsSync(path.join(oneBundleDir(repoRoot), 'index.html'));

export async function serveFederated(repoRoot: string, apiUrl: string): Promise<ServedBuild> {
  // A registry of its own, so the bench never deploys into the `local` environment someone may be using.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-registry-'));
  const site = await startSite({
    repoRoot,
    registryFile: path.join(dir, 'registry.json'),
    ports: { host: 0, remote_shell: 0, remote_notifications: 0, remote_organizer: 0, remote_provider: 0 },
    apiUrl,
  });
  const registry = await ensureDeployed(site.environment, 'bench').catch(async (error: unknown) => {
    await site.close();
    await rm(dir, { recursive: true, force: true });
    throw error;
  });
  const remoteOrigins = new Map<string, string>();
  for (const [name, active] of Object.entries(registry.remotes))
    if (active) remoteOrigins.set(new URL(active.entry).origin, name);
  return {
    build: 'federated',
    url: site.url,
    remoteOrigins,
    close: async () => {
      await site.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export async function serveOneBundle(repoRoot: string, apiUrl: string): Promise<ServedBuild> {
  const site = await startOneBundleSite({ repoRoot, port: 0, apiUrl });
  return { build: 'one-bundle', url: site.url, remoteOrigins: new Map(), close: () => site.close() };
}
