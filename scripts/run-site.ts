/**
 * Runs the whole site locally from the builds: the Auth Emulator, the API (embedded
 * PostgreSQL) with demo data, and the host with every remote on its own port, or with
 * SITE_LAYOUT=path the whole site on one origin (SITE_TLS=1: HTTPS with HTTP/2).
 */
import path from 'node:path';
import { ensureDeployed, registryFileFor, writeSiteDescription } from 'tooling/ops';
import { siteChoiceFrom, startSite } from 'tooling/serve';
import { siteNotes } from './lib/site-notes.ts';
import { listenForRestart, RESTART_SIGNAL, startLocalStack } from 'tooling/stack';

const repoRoot = path.resolve(import.meta.dirname, '..');
// The `local` environment's registry: `pnpm ops` deploys and rolls back remotes in it while the site runs.
const registryFile = process.env.REGISTRY_FILE ?? registryFileFor(repoRoot, 'local');

const choice = siteChoiceFrom(process.env);
const stack = await startLocalStack({ repoRoot, seed: true });
const site = await startSite({ repoRoot, registryFile, apiUrl: stack.apiUrl, ...choice }).catch(
  async (error: unknown) => {
    await stack.stop();
    throw error;
  },
);
// The deploy step: every remote the registry does not yet point at a published, intact version
// of gets its newest one (recorded in the history as site-start).
const registry = await ensureDeployed(site.environment, 'site-start').catch(async (error: unknown) => {
  await Promise.all([site.close(), stack.stop()]);
  throw error;
});
// So that `pnpm ops` beside it points the registry where this site serves the remotes.
await writeSiteDescription(site.environment);

console.log('\nRemotes (from the registry):');
for (const [name, active] of Object.entries(registry.remotes)) {
  if (active) console.log(`  ${name.padEnd(22)} ${active.version.padEnd(18)} ${active.entry}`);
}
console.log(`
  Registry       ${registryFile}   (pnpm ops status | deploy | rollback | history)
  API            ${stack.apiUrl}
  Auth Emulator  ${stack.emulatorUrl}
  Mail catcher   ${stack.mailCatcherUrl}   (maildev: every email the site sends; SMTP on 127.0.0.1:1025)

Demo accounts (password kids-events-demo): organizer@example.com, provider@example.com,
unverified@example.com (email not verified).

Restart the API alone (same port and database; the site keeps running): type r and Enter,
or run \`kill -${RESTART_SIGNAL.slice(3)} ${process.pid}\`.

${siteNotes(site)}
The site is up: ${site.url}   (Ctrl-C stops everything)`);

const stopListening = listenForRestart({ restart: stack.restartApi, input: process.stdin });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    stopListening();
    void Promise.all([site.close(), stack.stop()]).then(() => process.exit(0));
  });
}
