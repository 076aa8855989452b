/**
 * Serves the two builds side by side on loopback, with the same static server (precompressed
 * files, the same cache headers), the same protocol and `/api/*` forwarded to the same API.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { trustCertificateFlags } from 'tooling/chromium';
import { ensureDeployed, type SiteLayout } from 'tooling/ops';
import { oneBundleDir, startOneBundleSite, startSite, type LocalCertificate } from 'tooling/serve';
import type { BuildName } from './figures.ts';

/**
 * How the builds are served: `path` puts the federated build's remotes under `/remotes/<name>/`
 * of the site's origin, `origins` gives each its own; `tls` serves HTTPS with HTTP/2 (both builds).
 */
export type Serving = { layout: SiteLayout; tls: boolean };

export type ServedBuild = {
  build: BuildName;
  url: string;
  /** Remote name → the base its versions are served under (federated only; the one bundle has none). */
  remoteBases: Map<string, string>;
  /** The remote a URL belongs to, in either layout; null for the host's files, the API and other sites. */
  remoteOf: (url: string) => string | null;
  /** What Chromium must be started with to accept this site's certificate (empty without TLS). */
  chromiumFlags: string[];
  close: () => Promise<void>;
};

export const oneBundleBuilt = (repoRoot: string) => existsSync(path.join(oneBundleDir(repoRoot), 'index.html'));

/** Which remote's base a URL is under: a whole path segment, so `/remotes/a` never claims `/remotes/ab/…`. */
export function remoteOfUrl(bases: ReadonlyMap<string, string>, url: string): string | null {
  for (const [name, base] of bases) if (url.startsWith(`${base.replace(/\/+$/, '')}/`)) return name;
  return null;
}

const trust = (certificate: LocalCertificate | null) => (certificate ? trustCertificateFlags(certificate.spki) : []);

export async function serveFederated(repoRoot: string, apiUrl: string, serving: Serving): Promise<ServedBuild> {
  // A registry of its own, so the bench never deploys into the `local` environment someone may be using.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-registry-'));
  const site = await startSite({
    repoRoot,
    registryFile: path.join(dir, 'registry.json'),
    layout: serving.layout,
    tls: serving.tls,
    ports: { host: 0, remote_shell: 0, remote_notifications: 0, remote_organizer: 0, remote_provider: 0 },
    apiUrl,
  });
  const close = async () => {
    await site.close();
    await rm(dir, { recursive: true, force: true });
  };
  await ensureDeployed(site.environment, 'bench').catch(async (error: unknown) => {
    await close();
    throw error;
  });
  const remoteBases = new Map(Object.entries(site.environment.bases));
  return {
    build: 'federated',
    url: site.url,
    remoteBases,
    remoteOf: (url) => remoteOfUrl(remoteBases, url),
    chromiumFlags: trust(site.certificate),
    close,
  };
}

export async function serveOneBundle(repoRoot: string, apiUrl: string, serving: Serving): Promise<ServedBuild> {
  const site = await startOneBundleSite({ repoRoot, port: 0, apiUrl, tls: serving.tls });
  return {
    build: 'one-bundle',
    url: site.url,
    remoteBases: new Map(),
    remoteOf: () => null,
    chromiumFlags: trust(site.certificate),
    close: () => site.close(),
  };
}
