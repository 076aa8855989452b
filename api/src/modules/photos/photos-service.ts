/**
 * Photo rules: only a business's owner changes its photos (anyone else gets the same 404 as for
 * a business that does not exist), at most 20 per business, alt text required. Files are stored
 * before their row is written and removed after it is deleted, so a row never names a missing file.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PhotoRow } from '../../db/schema.ts';
import type { Database } from '../../db/database.ts';
import { BUSINESS_NOT_FOUND, ConflictError, InvalidInputError, NotFoundError } from '../errors.ts';
import { type PhotoProcessor, CONTENT_TYPES } from './photo-processor.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { CHECK_VIOLATION, FOREIGN_KEY_VIOLATION, pgErrorCode } from '../common/index.ts';
import { createPhotosRepository } from './photos-repository.ts';
import { type PublicPhoto, toPublicPhoto, type PhotoForDisplay } from './public-photo.ts';

export const MAX_PHOTOS_PER_BUSINESS = 20;
export const MAX_ALT_LENGTH = 200;
export const PHOTO_NOT_FOUND = 'Photo not found.';
const PHOTO_LIMIT = `A business can have at most ${MAX_PHOTOS_PER_BUSINESS} photos: delete one to add another.`;

export interface Owner {
  uid: string;
}

export interface PhotosModuleOptions {
  db: Database;
  storage: PhotoStorage;
  processor: PhotoProcessor;
  log: FastifyBaseLogger;
}

/** Trimmed alt text, or a 400 naming the field. */
export function checkedAlt(alt: string | undefined): string {
  const trimmed = alt?.trim() ?? '';
  if (trimmed.length < 1 || trimmed.length > MAX_ALT_LENGTH) {
    throw new InvalidInputError(
      `alt: describe the photo in 1 to ${MAX_ALT_LENGTH} characters; it is read out in place of the photo.`,
    );
  }
  return trimmed;
}

export function createPhotosModule({ db, storage, processor, log }: PhotosModuleOptions) {
  const repository = createPhotosRepository(db);
  const toPublic = (photo: PhotoForDisplay): PublicPhoto => toPublicPhoto(photo, (key) => storage.publicUrl(key));

  const removeFiles = async (photo: Pick<PhotoRow, 'id' | 'variants'>) => {
    const results = await Promise.allSettled(photo.variants.map((variant) => storage.delete(variant.key)));
    const failed = results.filter((result) => result.status === 'rejected');
    // The row is gone either way; a leftover file is unreachable (its key held a random id).
    if (failed.length > 0) log.warn({ photoId: photo.id, failed: failed.length }, 'photo files left behind');
  };

  const ownBusiness = async (owner: Owner, businessId: string) => {
    if (!(await repository.isOwner(businessId, owner.uid))) throw new NotFoundError(BUSINESS_NOT_FOUND);
  };

  const assertCanAdd = async (owner: Owner, businessId: string) => {
    await ownBusiness(owner, businessId);
    if ((await repository.count(businessId)) >= MAX_PHOTOS_PER_BUSINESS) throw new ConflictError(PHOTO_LIMIT);
  };

  return {
    /** The public shape of any photo row, for every read that shows photos. */
    toPublic,

    /**
     * Whether a stored file still belongs to a photo: files of a deleted photo or business are
     * never served, even where removing them failed or has not happened yet.
     */
    async isCurrent(key: string): Promise<boolean> {
      return repository.exists(key.slice(0, key.lastIndexOf('/')));
    },

    /** Removes the files of photo rows already deleted (e.g. with their business). */
    removeFilesOf: async (rows: Array<Pick<PhotoRow, 'id' | 'variants'>>): Promise<void> => {
      await Promise.all(rows.map(removeFiles));
    },

    /** Checked before the upload's bytes are read, so a refused upload costs nothing. */
    assertCanAdd,

    async list(owner: Owner, businessId: string): Promise<PublicPhoto[]> {
      await ownBusiness(owner, businessId);
      return (await repository.list(businessId)).map(toPublic);
    },

    /**
     * `signal` is the request's: once it has given up (the handler timed out, 503), the photo is
     * not added behind the uploader's back, who would otherwise retry and get it twice.
     */
    async add(
      owner: Owner,
      businessId: string,
      upload: { file: Buffer; alt: string },
      signal?: AbortSignal,
    ): Promise<PublicPhoto> {
      const alt = checkedAlt(upload.alt);
      await assertCanAdd(owner, businessId);
      const processed = await processor.process(upload.file);
      signal?.throwIfAborted();
      const id = randomUUID();
      const storageKey = `photos/${id}`;
      const variants = processed.variants.map((variant) => ({
        width: variant.width,
        height: variant.height,
        format: variant.format,
        key: `${storageKey}/${variant.width}.${variant.format}`,
        bytes: variant.data.length,
      }));
      try {
        await Promise.all(
          processed.variants.map((variant, index) =>
            storage.put(variants[index]!.key, variant.data, CONTENT_TYPES[variant.format]),
          ),
        );
        signal?.throwIfAborted();
        const row = await repository.insert({
          id,
          businessId,
          storageKey,
          alt,
          width: processed.width,
          height: processed.height,
          variants,
        });
        if (!row) throw new NotFoundError(BUSINESS_NOT_FOUND);
        return toPublic(row);
      } catch (error) {
        await removeFiles({ id, variants });
        const code = pgErrorCode(error);
        if (code === CHECK_VIOLATION) throw new ConflictError(PHOTO_LIMIT);
        if (code === FOREIGN_KEY_VIOLATION) throw new NotFoundError(BUSINESS_NOT_FOUND);
        throw error;
      }
    },

    async updateAlt(owner: Owner, businessId: string, photoId: string, alt: string): Promise<PublicPhoto> {
      await ownBusiness(owner, businessId);
      const row = await repository.updateAlt(businessId, photoId, checkedAlt(alt));
      if (!row) throw new NotFoundError(PHOTO_NOT_FOUND);
      return toPublic(row);
    },

    async reorder(owner: Owner, businessId: string, photoIds: string[]): Promise<PublicPhoto[]> {
      await ownBusiness(owner, businessId);
      const rows = await repository.reorder(businessId, photoIds);
      if (!rows) {
        throw new InvalidInputError(
          "photoIds: list every one of this business's photos exactly once, in the new order.",
        );
      }
      return rows.map(toPublic);
    },

    async remove(owner: Owner, businessId: string, photoId: string): Promise<void> {
      await ownBusiness(owner, businessId);
      const row = await repository.delete(businessId, photoId);
      if (!row) throw new NotFoundError(PHOTO_NOT_FOUND);
      await removeFiles(row);
    },
  };
}

export type PhotosModule = ReturnType<typeof createPhotosModule>;
