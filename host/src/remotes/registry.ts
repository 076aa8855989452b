import type { Registry } from 'shared/contracts';

export const REGISTRY_URL = '/registry.json';

/**
 * Reads the registry: which version (manifest URL) of each remote is active. Never cached,
 * so a deploy or a rollback takes effect on the next page load.
 */
export async function fetchRegistry(url = REGISTRY_URL): Promise<Registry> {
  const response = await fetch(url, { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Registry answered ${response.status}`);
  return parseRegistry(await response.json());
}

export function parseRegistry(value: unknown): Registry {
  const remotes: Registry['remotes'] = {};
  const entries = (value as { remotes?: unknown } | null)?.remotes;
  if (!entries || typeof entries !== 'object') throw new Error('Registry has no remotes');
  for (const [name, entry] of Object.entries(entries)) {
    const { version, manifest } = (entry ?? {}) as { version?: unknown; manifest?: unknown };
    if (typeof version !== 'string' || typeof manifest !== 'string') {
      console.error(`Registry entry ${name} is malformed; skipping it`);
      continue;
    }
    remotes[name] = { version, manifest: new URL(manifest, window.location.href).href };
  }
  return { remotes };
}
