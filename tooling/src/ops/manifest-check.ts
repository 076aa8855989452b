import { promises as fs } from 'node:fs';
import path from 'node:path';
import { distDir, manifestUrl, type Environment } from './environments.ts';
import { sharedOf, type SharedDeclaration } from './compatibility.ts';
import { REMOTES, type RemoteName } from './remotes.ts';

export type ManifestHealth = {
  ok: boolean;
  /** Where the manifest was read: the published store on disk, or the remote's origin. */
  from: 'disk' | 'http';
  problems: string[];
  /** The shared packages the manifest declares (what the compatibility gate checks). */
  shared?: SharedDeclaration[];
};

type FederationManifest = {
  name?: unknown;
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ path?: unknown; assets?: { js?: { sync?: unknown } } }>;
};

/** Where the host loads a version's container from: beside its manifest (host/src/remotes/start-federation.ts). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** What the host needs of a manifest: its container name, its remoteEntry.js beside it, and every exposed module of the contract. */
export function manifestProblems(remote: RemoteName, value: unknown): string[] {
  const manifest = (value ?? {}) as FederationManifest;
  const problems: string[] = [];
  if (manifest.name !== remote) problems.push(`names container "${String(manifest.name)}", expected "${remote}"`);
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string') problems.push('names no remoteEntry');
  else if (path.posix.join(String(entry.path ?? ''), entry.name) !== REMOTE_ENTRY_FILE) {
    problems.push(
      `names its remoteEntry "${path.posix.join(String(entry.path ?? ''), entry.name)}", but the host loads "${REMOTE_ENTRY_FILE}" beside the manifest`,
    );
  }
  if (!Array.isArray(manifest.exposes)) return [...problems, 'has no exposes list'];
  const exposed = new Set(manifest.exposes.map((expose) => expose.path));
  for (const needed of REMOTES[remote].exposes) if (!exposed.has(needed)) problems.push(`does not expose ${needed}`);
  return problems;
}

/** Files the host will load first: the remoteEntry and each needed module's synchronous chunks. */
function entryFiles(remote: RemoteName, manifest: FederationManifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const files = [path.posix.join(String(entry?.path ?? ''), String(entry?.name ?? ''))];
  const needed = new Set<string>(REMOTES[remote].exposes);
  for (const expose of manifest.exposes ?? []) {
    if (!needed.has(String(expose.path))) continue;
    const sync = expose.assets?.js?.sync;
    if (Array.isArray(sync)) files.push(...sync.map(String));
  }
  return files;
}

async function readManifest(
  env: Environment,
  remote: RemoteName,
  version: string,
): Promise<{ from: 'disk' | 'http'; text: string | null; problem?: string }> {
  const dist = distDir(env, remote);
  if (dist) {
    const file = path.join(dist, version, 'mf-manifest.json');
    const text = await fs.readFile(file, 'utf8').catch(() => null);
    return { from: 'disk', text, problem: text === null ? `manifest not found at ${file}` : undefined };
  }
  const url = manifestUrl(env, remote, version);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000), headers: { accept: 'application/json' } });
    if (!response.ok) return { from: 'http', text: null, problem: `manifest answered ${response.status} at ${url}` };
    return { from: 'http', text: await response.text() };
  } catch (error) {
    return { from: 'http', text: null, problem: `manifest not reachable at ${url} (${(error as Error).message})` };
  }
}

async function missingFiles(env: Environment, remote: RemoteName, version: string, files: string[]): Promise<string[]> {
  const dist = distDir(env, remote);
  const missing: string[] = [];
  for (const file of files) {
    if (dist) {
      if (!(await fs.stat(path.join(dist, version, file)).catch(() => null))) missing.push(file);
    } else {
      const url = new URL(file, manifestUrl(env, remote, version));
      const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5_000) }).catch(() => null);
      if (!response?.ok) missing.push(file);
    }
  }
  return missing;
}

/**
 * Checks a published version before anything points at it: the manifest is there, parses, is
 * the right container, exposes what the host needs, and the files it names first exist.
 */
export async function checkManifest(env: Environment, remote: RemoteName, version: string): Promise<ManifestHealth> {
  const { from, text, problem } = await readManifest(env, remote, version);
  if (text === null) return { ok: false, from, problems: [problem ?? 'manifest not found'] };
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(text) as FederationManifest;
  } catch {
    return { ok: false, from, problems: ['manifest is not valid JSON'] };
  }
  const problems = manifestProblems(remote, manifest);
  if (problems.length === 0) {
    const missing = await missingFiles(env, remote, version, entryFiles(remote, manifest));
    if (missing.length) problems.push(`files missing: ${missing.join(', ')}`);
  }
  return { ok: problems.length === 0, from, problems, shared: sharedOf(manifest) };
}

/** Whether the origin answers for the manifest right now (the site may simply not be running). */
export async function originServes(env: Environment, remote: RemoteName, version: string): Promise<boolean> {
  const response = await fetch(manifestUrl(env, remote, version), { signal: AbortSignal.timeout(1_500) }).catch(
    () => null,
  );
  return Boolean(response?.ok);
}
