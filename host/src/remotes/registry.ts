import type { Registry } from 'shared/contracts';

export const REGISTRY_URL = '/registry.json';

/** Where the page's first script (src/preload-remotes-entry.ts) leaves the registry it started reading. */
export const EARLY_REGISTRY_KEY = '__kidsEventsRegistry';

type EarlyRegistryHolder = { [EARLY_REGISTRY_KEY]?: Promise<unknown> };

/**
 * The registry document as the server sends it: where each remote's active remoteEntry.js is and
 * the SHA-384 it must have. The server sends it `no-cache`, so a deploy or a rollback takes effect on the next
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

/** A Subresource Integrity value as ops pins it. */
const SRI = /^sha384-[A-Za-z0-9+/]{64}$/;

/** Each remote's entry and hash; an entry without a well-formed hash is skipped, never loaded unchecked. */
export function parseRegistry(value: unknown): Registry {
  const remotes: Registry['remotes'] = {};
  const entries = (value as { remotes?: unknown } | null)?.remotes;
  if (!entries || typeof entries !== 'object') throw new Error('Registry has no remotes');
  for (const [name, item] of Object.entries(entries)) {
    const { entry, integrity } = (item ?? {}) as { entry?: unknown; integrity?: unknown };
    if (typeof entry !== 'string' || typeof integrity !== 'string' || !SRI.test(integrity)) {
      console.error(`Registry entry ${name} is malformed (it needs an entry URL and a sha384 integrity); skipping it`);
      continue;
    }
    remotes[name] = { entry: new URL(entry, window.location.href).href, integrity };
  }
  return { remotes };
}
