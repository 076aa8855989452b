/**
 * Where processed photos live: by default a folder served by the API itself (folder-storage.ts),
 * or, chosen by PHOTO_STORAGE=s3, an S3-compatible bucket that browsers load from directly
 * (s3-storage.ts). Both name a photo's files by the same keys.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  bytes: number;
}

export interface PhotoStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Undefined when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** The stored object's size in bytes; undefined when nothing is stored under the key. */
  size(key: string): Promise<number | undefined>;
  /** Removing a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** The URL browsers load the object from. */
  publicUrl(key: string): string;
}

/** Keys are built by the API from ids and widths; anything else (`..`, `%`, `\`) is refused. */
export const STORAGE_KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*\.[a-z0-9]+$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key) || key.length > 300) throw new RangeError(`"${key}" is not a valid storage key`);
}
