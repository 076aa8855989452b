/**
 * Serves the built host and remotes on their ports (host :3000, remotes :3001-3004) with a
 * registry naming the newest build of each remote. Build first (`pnpm build`).
 */
import path from 'node:path';
import { startSite } from 'tooling/serve';

const repoRoot = path.resolve(import.meta.dirname, '..');
const registryFile = process.env.REGISTRY_FILE ?? path.join(repoRoot, '.local', 'registry.json');

const site = await startSite({ repoRoot, registryFile });
for (const [name, { version, manifest }] of Object.entries(site.registry.remotes)) {
  console.log(`${name.padEnd(22)} ${version.padEnd(18)} ${manifest}`);
}
console.log(`\nThe site is up: ${site.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void site.close().then(() => process.exit(0));
  });
}
