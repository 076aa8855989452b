import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startSite } from 'tooling/serve';
import { REPO_ROOT } from './paths.ts';
import { MAIN_SITE_PORTS } from './ports.ts';

/** Serves the built site once for the whole run; the returned function stops it. */
export default async function globalSetup() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-site-'));
  const site = await startSite({ repoRoot: REPO_ROOT, registryFile: path.join(dir, 'registry.json'), ports: MAIN_SITE_PORTS });
  return async () => site.close();
}
