/**
 * Serves the built host and remotes on their ports (host :3000, remotes :3001-3004), or with
 * SITE_LAYOUT=path all on :3000 (SITE_TLS=1: HTTPS with HTTP/2), with a registry naming the
 * newest build of each remote. Build first (`pnpm build`).
 */
import path from 'node:path';
import { ensureDeployed, registryFileFor, writeSiteDescription } from 'tooling/ops';
import { siteChoiceFrom, startSite } from 'tooling/serve';
import { siteNotes } from './lib/site-notes.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
// The `local` environment's registry: `pnpm ops` deploys and rolls back remotes in it while the site runs.
const registryFile = process.env.REGISTRY_FILE ?? registryFileFor(repoRoot, 'local');

const site = await startSite({ repoRoot, registryFile, ...siteChoiceFrom(process.env) });
const registry = await ensureDeployed(site.environment, 'site-start').catch(async (error: unknown) => {
  await site.close();
  throw error;
});
await writeSiteDescription(site.environment);
for (const [name, active] of Object.entries(registry.remotes)) {
  if (active) console.log(`${name.padEnd(22)} ${active.version.padEnd(18)} ${active.entry}`);
}
console.log(`\n${siteNotes(site)}The site is up: ${site.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void site.close().then(() => process.exit(0));
  });
}
