/** The default photo storage: files in a data folder, served by the API under /api/media/. */
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertStorageKey, type PhotoStorage } from './photo-storage.ts';

export const MEDIA_PATH = '/api/media';

/** A key holds a random id, so its bytes never change: browsers and proxies may keep them a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const CONTENT_TYPES_BY_EXTENSION: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export function createFolderStorage(root: string): PhotoStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };

  return {
    async put(key, body, contentType) {
      const extension = key.slice(key.lastIndexOf('.') + 1);
      if (CONTENT_TYPES_BY_EXTENSION[extension] !== contentType) {
        throw new RangeError(
          `"${key}" cannot hold ${contentType}: the folder store knows a file's type by its extension`,
        );
      }
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, body);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      const contentType = CONTENT_TYPES_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1)];
      if (!contentType) return undefined;
      try {
        // Opened before sizing, so a file deleted meanwhile is either whole or missing.
        const handle = await open(path);
        try {
          const { size } = await handle.stat();
          return { body: handle.createReadStream(), contentType, bytes: size };
        } catch (error) {
          await handle.close();
          throw error;
        }
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async size(key) {
      try {
        const stats = await stat(pathOf(key));
        return stats.isFile() ? stats.size : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // A photo's folder goes with its last file; rmdir refuses while other files remain.
      if (key.includes('/')) await rmdir(dirname(path)).catch(() => {});
    },

    publicUrl(key) {
      assertStorageKey(key);
      return `${MEDIA_PATH}/${key}`;
    },
  };
}
