/**
 * Where processed photos live. The default keeps them in a folder served by the API itself; a
 * production deployment can put them in an S3-compatible bucket behind a CDN by implementing this
 * interface (put = PutObject with the content type and long-lived Cache-Control, get = GetObject,
 * delete = DeleteObject, publicUrl = the CDN's URL for the key).
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
