import type { Registry, RegistryCanary, RegistryRemote, RegistryVersion } from 'shared/contracts';
import { inCanary } from './cohort.ts';

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

type Loose = Record<string, unknown>;

/** A version's entry (resolved against the page) and hash, or null when either is missing or malformed. */
function versionOf(item: Loose): RegistryVersion | null {
  const { entry, integrity, version } = item;
  if (typeof entry !== 'string' || typeof integrity !== 'string' || !SRI.test(integrity)) return null;
  return {
    entry: new URL(entry, window.location.href).href,
    integrity,
    ...(typeof version === 'string' && { version }),
  };
}

function canaryOf(name: string, value: unknown): RegistryCanary | undefined {
  if (value === undefined) return undefined;
  const item = (value ?? {}) as Loose;
  const pinned = versionOf(item);
  const { percent } = item;
  if (pinned?.version && typeof percent === 'number' && percent >= 1 && percent <= 100)
    return { ...pinned, version: pinned.version, percent };
  console.error(
    `Registry canary of ${name} is malformed (it needs a version, entry, sha384 integrity and percent); ignoring it`,
  );
  return undefined;
}

/**
 * Each remote's stable entry and hash, its canary and withdrawn versions; an entry without a
 * well-formed hash is skipped, never loaded unchecked (a malformed canary is ignored, its stable
 * version kept). A registry from before canaries has entry and hash only, and reads the same.
 */
export function parseRegistry(value: unknown): Registry {
  const remotes: Registry['remotes'] = {};
  const document = (value ?? null) as { remotes?: unknown; previewKey?: unknown } | null;
  const entries = document?.remotes;
  if (!entries || typeof entries !== 'object') throw new Error('Registry has no remotes');
  for (const [name, raw] of Object.entries(entries)) {
    const item = (raw ?? {}) as Loose;
    const stable = versionOf(item);
    if (!stable) {
      console.error(`Registry entry ${name} is malformed (it needs an entry URL and a sha384 integrity); skipping it`);
      continue;
    }
    const canary = canaryOf(name, item.canary);
    const withdrawn = Array.isArray(item.withdrawn) ? item.withdrawn.filter((v) => typeof v === 'string') : [];
    remotes[name] = { ...stable, ...(canary && { canary }), ...(withdrawn.length > 0 && { withdrawn }) };
  }
  const previewKey = typeof document?.previewKey === 'string' ? document.previewKey : undefined;
  return { remotes, ...(previewKey && { previewKey }) };
}

/** The version of a remote this session runs, and whether it is the canary. */
export type ChosenVersion = RegistryVersion & { canary: boolean };

/** What a session of `cohort` loads of one remote: its canary when the cohort falls in its share. */
export function chooseVersion(name: string, remote: RegistryRemote, cohort: number): ChosenVersion {
  const { canary } = remote;
  if (canary && inCanary(name, canary.percent, cohort))
    return { entry: canary.entry, integrity: canary.integrity, version: canary.version, canary: true };
  return {
    entry: remote.entry,
    integrity: remote.integrity,
    ...(remote.version && { version: remote.version }),
    canary: false,
  };
}

/** Every remote's version for this session (see chooseVersion). */
export function chooseVersions(registry: Registry, cohort: number): Record<string, ChosenVersion> {
  return Object.fromEntries(
    Object.entries(registry.remotes).map(([name, remote]) => [name, chooseVersion(name, remote, cohort)]),
  );
}
