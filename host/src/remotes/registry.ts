import type { Registry } from 'shared/contracts';

export const REGISTRY_URL = '/registry.json';

/** Where the page's first script (src/preload-remotes.ts) leaves the registry it started reading. */
export const EARLY_REGISTRY_KEY = '__kidsEventsRegistry';

type EarlyRegistryHolder = { [EARLY_REGISTRY_KEY]?: Promise<unknown> };

/**
 * The registry document as the server sends it: which version (manifest URL) of each remote is
 * active. The server sends it `no-cache`, so a deploy or a rollback takes effect on the next
 * page load. A plain request (no extra headers or cache mode) so that it matches the HTML's
 * preload of the same URL.
 */
export async function readRegistryDocument(url = REGISTRY_URL): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Registry answered ${response.status}`);
  return response.json();
}

/** Hands the document being read to the host's start-up, so the page reads it once. */
export function shareEarlyRegistry(document: Promise<unknown>): void {
  (globalThis as EarlyRegistryHolder)[EARLY_REGISTRY_KEY] = document;
}

function takeEarlyRegistry(): Promise<unknown> | undefined {
  const holder = globalThis as EarlyRegistryHolder;
  const early = holder[EARLY_REGISTRY_KEY];
  delete holder[EARLY_REGISTRY_KEY];
  return early;
}

/** The registry: the one the page started reading early if there is one, else read now. */
export async function fetchRegistry(url = REGISTRY_URL): Promise<Registry> {
  return parseRegistry(await (takeEarlyRegistry() ?? readRegistryDocument(url)));
}

/**
 * A version's remoteEntry.js sits beside its mf-manifest.json (one build folder, one factory;
 * ops refuses a version where it does not). Loading the entry itself saves the manifest round
 * trip before every remote's first use.
 */
export function remoteEntryOf(manifest: string): string {
  return new URL('remoteEntry.js', manifest).href;
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
