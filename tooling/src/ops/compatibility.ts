import { promises as fs } from 'node:fs';
import path from 'node:path';
// The runtime's own semver check: the gate refuses exactly what the runtime would warn about.
import { satisfy } from '@module-federation/runtime-core';
import { HOST_APP } from '../apps.ts';
import type { Environment } from './environments.ts';

/** One shared package as a federation manifest lists it (`shared[]` of mf-manifest.json). */
export type SharedDeclaration = { name: string; version: string; singleton: boolean; requiredVersion: string | false };

/** The host's shared packages as the gate reads them, and where from. */
export type HostShared = { from: string; shared: SharedDeclaration[] };

/** The `shared` list of a parsed manifest; entries without a name are skipped. */
export function sharedOf(manifest: unknown): SharedDeclaration[] {
  const list = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: Record<string, unknown>) =>
    typeof item?.name === 'string'
      ? [
          {
            name: item.name,
            version: typeof item.version === 'string' ? item.version : '',
            singleton: item.singleton === true,
            requiredVersion: typeof item.requiredVersion === 'string' ? item.requiredVersion : false,
          },
        ]
      : [],
  );
}

/**
 * Every singleton `candidate` requires that the host provides in a version outside its range:
 * the runtime would use the host's copy anyway (it loads first) and warn "does not satisfy", and
 * the remote would run against a React or a store it was not built for. A package the host does
 * not provide is the remotes' own affair (shared/ui/bookings).
 */
export function incompatibilities(label: string, candidate: SharedDeclaration[], host: SharedDeclaration[]): string[] {
  const provided = new Map(host.map((item) => [item.name, item]));
  const problems: string[] = [];
  for (const need of candidate) {
    if (!need.singleton || !need.requiredVersion || need.requiredVersion === '*') continue;
    const have = provided.get(need.name);
    if (!have?.version || satisfy(have.version, need.requiredVersion)) continue;
    problems.push(
      `${need.name}: ${label} requires ${need.requiredVersion}, the host provides ${have.version} (its range ${have.requiredVersion || 'none'})`,
    );
  }
  return problems;
}

/** Where the environment's host manifest is: the built host on disk, else the site's origin. */
export function hostManifestLocation(env: Environment): string | null {
  if (env.repoRoot) return path.join(env.repoRoot, HOST_APP.package, 'dist', 'mf-manifest.json');
  return env.siteOrigin ? new URL('/mf-manifest.json', env.siteOrigin).href : null;
}

/** Reads a host manifest from a file or a URL; null (with why) when it cannot be read. */
export async function readHostShared(location: string | null): Promise<HostShared | { from: string; problem: string }> {
  if (!location) return { from: '(none)', problem: 'the environment names no host build or site origin' };
  try {
    const text = /^https?:/.test(location)
      ? await fetch(location, { signal: AbortSignal.timeout(5_000) }).then((response) => {
          if (!response.ok) throw new Error(`answered ${response.status}`);
          return response.text();
        })
      : await fs.readFile(location, 'utf8');
    return { from: location, shared: sharedOf(JSON.parse(text)) };
  } catch (error) {
    return { from: location, problem: `cannot read ${location} (${(error as Error).message})` };
  }
}

/** The environment's active host's shared packages. */
export function activeHostShared(env: Environment) {
  return readHostShared(hostManifestLocation(env));
}
