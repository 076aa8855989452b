/**
 * Copies every photo file of the folder store into another store (a bucket), resumably: a key the
 * destination already holds at the same size is skipped, so a run cut short is simply run again.
 * A put is one PutObject, whole or absent, so an interruption never leaves half an object that a
 * rerun would take for done.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { CONTENT_TYPES_BY_EXTENSION } from './folder-storage.ts';
import { type PhotoStorage, STORAGE_KEY } from './photo-storage.ts';

export interface CopyReport {
  copied: number;
  skipped: number;
  failed: Array<{ key: string; error: string }>;
}

export interface CopyOptions {
  /** Told of each key as it is handled. */
  onKey?: (key: string, outcome: 'copied' | 'skipped' | 'failed') => void;
  /** Stops before the next key once aborted (as Ctrl-C does); what was copied stays copied. */
  signal?: AbortSignal;
}

/** The folder's photo files as storage keys, sorted; anything else there (a `.partial` left by a crash) is not one. */
export async function folderKeys(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((key) => STORAGE_KEY.test(key) && CONTENT_TYPES_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1)])
    .sort();
}

export async function copyFolderToStore(
  root: string,
  destination: PhotoStorage,
  { onKey, signal }: CopyOptions = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, failed: [] };
  for (const key of await folderKeys(root)) {
    if (signal?.aborted) break;
    try {
      const body = await readFile(join(root, key));
      if ((await destination.size(key)) === body.length) {
        report.skipped += 1;
        onKey?.(key, 'skipped');
        continue;
      }
      await destination.put(key, body, CONTENT_TYPES_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1)]!);
      report.copied += 1;
      onKey?.(key, 'copied');
    } catch (error) {
      report.failed.push({ key, error: (error as Error).message });
      onKey?.(key, 'failed');
    }
  }
  return report;
}
