import type { Registry } from 'shared/contracts';

export const REGISTRY_URL = '/registry.json';

/**
 * Reads the registry: which version (manifest URL) of each remote is active. The server sends
 * it `no-cache`, so a deploy or a rollback takes effect on the next page load. A plain request
 * (no extra headers or cache mode) so that it matches the HTML's preload of the same URL.
 */
export async function fetchRegistry(url = REGISTRY_URL): Promise<Registry> {
  const response = await fetch(url);
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
