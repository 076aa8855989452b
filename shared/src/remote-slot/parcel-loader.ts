import type { ParcelConfigObject } from 'single-spa';
import type { ParcelId } from 'shared/contracts';

/** Resolves a parcel by id, or to null when its remote cannot be loaded. Never rejects. */
export type ParcelLoader = (id: ParcelId) => Promise<ParcelConfigObject | null>;

let current: ParcelLoader | null = null;

/**
 * The page that owns the Module Federation runtime (the host, or a remote's standalone page)
 * installs the loader once at start-up; every slot in every root then loads through it.
 */
export function setParcelLoader(loader: ParcelLoader): void {
  current = loader;
}

export async function loadParcel(id: ParcelId): Promise<ParcelConfigObject | null> {
  if (!current) {
    console.error(`No parcel loader installed; cannot load ${id}`);
    return null;
  }
  try {
    return await current(id);
  } catch (error) {
    console.error(`Loading ${id} failed`, error);
    return null;
  }
}

/** Why a remote's running version is replaced: a newer choice, or a rollback away from a fault. */
export type RemoteVersionChange = { remote: string; fault: boolean };

const versionListeners = new Set<(change: RemoteVersionChange) => void>();
const generations = new Map<string, RemoteVersionChange & { generation: number }>();

/**
 * Called by the page that owns the runtime once a remote's next loads get another version: every
 * slot of that remote then swaps its parcel when it is not in use (RemoteSlot).
 */
export function announceRemoteVersion(change: RemoteVersionChange): void {
  generations.set(change.remote, { ...change, generation: remoteGeneration(change.remote) + 1 });
  for (const listener of versionListeners) listener(change);
}

/** How many times the remote's version changed in this page: a slot that loaded before the last change runs an older one. */
export function remoteGeneration(remote: string): number {
  return generations.get(remote)?.generation ?? 0;
}

/** The last change announced for the remote, if any. */
export function lastRemoteChange(remote: string): RemoteVersionChange | undefined {
  return generations.get(remote);
}

export function onRemoteVersion(listener: (change: RemoteVersionChange) => void): () => void {
  versionListeners.add(listener);
  return () => versionListeners.delete(listener);
}
