/**
 * Gallery rules: a named set of a business's own photos, changed only by its owner (anyone else
 * gets the same 404 as for a missing business); public reads show only live businesses' galleries.
 */
import type { Database } from '../../db/database.ts';
import { InvalidInputError } from '../errors.ts';
import type { Owner, PhotoForDisplay, PublicPhoto } from '../photos/index.ts';
import { BUSINESS_NOT_FOUND, ConflictError, NotFoundError } from '../errors.ts';
import { createGalleriesRepository, type GalleryWithPhotos, type GalleryWriteResult } from './galleries-repository.ts';

export const MAX_GALLERIES_PER_BUSINESS = 20;
export const MAX_GALLERY_NAME_LENGTH = 80;
export const GALLERY_NOT_FOUND = 'Gallery not found.';

export interface OwnerGallery {
  id: string;
  name: string;
  photos: PublicPhoto[];
}

export interface PublicGallery extends OwnerGallery {
  business: { name: string; slug: string };
}

export interface PublicGallerySummary {
  id: string;
  name: string;
  business: { name: string; slug: string };
  photoCount: number;
  cover: PublicPhoto | null;
}

export interface GalleryChanges {
  name?: string | undefined;
  photoIds?: string[] | undefined;
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > MAX_GALLERY_NAME_LENGTH) {
    throw new InvalidInputError(`name: give the gallery a name of 1 to ${MAX_GALLERY_NAME_LENGTH} characters.`);
  }
  return trimmed;
}

export function createGalleriesModule({
  db,
  toPublicPhoto,
}: {
  db: Database;
  toPublicPhoto: (photo: PhotoForDisplay) => PublicPhoto;
}) {
  const repository = createGalleriesRepository(db, { maxPerBusiness: MAX_GALLERIES_PER_BUSINESS });

  const ownerView = ({ gallery, photos }: GalleryWithPhotos): OwnerGallery => ({
    id: gallery.id,
    name: gallery.name,
    photos: photos.map(toPublicPhoto),
  });

  const ownBusiness = async (owner: Owner, businessId: string) => {
    if (!(await repository.isOwner(businessId, owner.uid))) throw new NotFoundError(BUSINESS_NOT_FOUND);
  };

  const written = (result: GalleryWriteResult): OwnerGallery => {
    switch (result) {
      case 'business-missing':
        throw new NotFoundError(BUSINESS_NOT_FOUND);
      case 'gallery-missing':
        throw new NotFoundError(GALLERY_NOT_FOUND);
      case 'foreign-photos':
        throw new InvalidInputError("photoIds: a gallery can only hold this business's own photos.");
      case 'too-many':
        throw new ConflictError(
          `A business can have at most ${MAX_GALLERIES_PER_BUSINESS} galleries: delete one to add another.`,
        );
      default:
        return ownerView(result);
    }
  };

  return {
    async list(owner: Owner, businessId: string): Promise<OwnerGallery[]> {
      await ownBusiness(owner, businessId);
      return (await repository.listForBusiness(businessId)).map(ownerView);
    },

    async create(
      owner: Owner,
      businessId: string,
      input: { name: string; photoIds?: string[] | undefined },
    ): Promise<OwnerGallery> {
      const name = checkedName(input.name);
      await ownBusiness(owner, businessId);
      return written(await repository.create(businessId, name, input.photoIds ?? []));
    },

    async update(owner: Owner, businessId: string, galleryId: string, changes: GalleryChanges): Promise<OwnerGallery> {
      const name = changes.name === undefined ? undefined : checkedName(changes.name);
      await ownBusiness(owner, businessId);
      return written(
        await repository.update(businessId, galleryId, {
          ...(name === undefined ? {} : { name }),
          ...(changes.photoIds === undefined ? {} : { photoIds: changes.photoIds }),
        }),
      );
    },

    async remove(owner: Owner, businessId: string, galleryId: string): Promise<void> {
      await ownBusiness(owner, businessId);
      if (!(await repository.delete(businessId, galleryId))) throw new NotFoundError(GALLERY_NOT_FOUND);
    },

    /** Undefined when `cursor` names no gallery. */
    async listPublic(page: { limit: number; cursor?: string | undefined }) {
      // One more than asked for says whether a next page exists.
      const rows = await repository.listPublic({ ...page, limit: page.limit + 1 });
      if (!rows) return undefined;
      const items: PublicGallerySummary[] = rows.slice(0, page.limit).map((row) => ({
        id: row.gallery.id,
        name: row.gallery.name,
        business: row.business,
        photoCount: row.photoCount,
        cover: row.cover ? toPublicPhoto(row.cover) : null,
      }));
      return { items, nextCursor: rows.length > page.limit ? (items.at(-1)?.id ?? null) : null };
    },

    async findPublic(galleryId: string): Promise<PublicGallery | undefined> {
      const found = await repository.findPublic(galleryId);
      return found ? { ...ownerView(found), business: found.business } : undefined;
    },
  };
}

export type GalleriesModule = ReturnType<typeof createGalleriesModule>;
