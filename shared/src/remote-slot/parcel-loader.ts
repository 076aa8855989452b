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
