/**
 * Businesses as families see them: live and complete only (at least one package, photo and
 * area), badges computed here from verified, in-date credentials, no contact details.
 */
import type { Database } from '../../db/database.ts';
import type { BusinessRow, CredentialRow, PhotoRow } from '../../db/schema.ts';
import { type PublicPhoto, toPublicPhoto } from '../photos/index.ts';
import { InvalidInputError } from '../errors.ts';
import { showsBadge } from './badges.ts';
import { ageRangeOf, packageView } from './business-views.ts';
import { createBusinessesRepository } from './businesses-repository.ts';
import type { Category, CredentialType } from './catalogue.ts';
import { londonToday } from '../common/index.ts';

export interface PublicBusinessesOptions {
  /** The URL browsers load a stored photo variant from (the photo storage's). */
  publicUrl: (key: string) => string;
  now?: () => Date;
}

/** The summary a trigger on reviews keeps on the business row (numeric arrives as text). */
const ratingOf = (business: BusinessRow) => ({
  average: Number(business.ratingAverage),
  count: business.ratingCount,
});

interface DirectoryCursor {
  name: string;
  id: string;
}

function encodeCursor(business: BusinessRow): string {
  return Buffer.from(JSON.stringify([business.name.toLowerCase(), business.id])).toString('base64url');
}

function decodeCursor(cursor: string): DirectoryCursor {
  try {
    const [name, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof name === 'string' && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) return { name, id };
  } catch {
    // Falls through to the same answer as a well-formed but foreign cursor.
  }
  throw new InvalidInputError('cursor is not one this list gave out; start again from the first page.');
}

export function createPublicBusinesses(db: Database, { publicUrl, now = () => new Date() }: PublicBusinessesOptions) {
  const repository = createBusinessesRepository(db);

  const displayable = (photos: PhotoRow[]): PublicPhoto[] =>
    photos
      .filter((photo) => photo.variants.some((variant) => variant.format === 'webp'))
      .map((photo) => toPublicPhoto(photo, publicUrl));

  const badgesOf = (credentials: CredentialRow[], today: string) =>
    credentials
      .filter((credential) =>
        showsBadge(
          { type: credential.type as CredentialType, status: credential.status, expiresOn: credential.expiresOn },
          today,
        ),
      )
      .map((credential) => ({ type: credential.type as CredentialType, expiresOn: credential.expiresOn }));

  return {
    /** The business at `slug`; `movedTo` when the slug is an old one of a business now elsewhere. */
    async bySlug(slug: string) {
      const q = repository.read;
      const business = await q.findListableBySlug(slug.toLowerCase());
      if (!business) return undefined;
      if (business.slug !== slug) return { kind: 'moved', slug: business.slug } as const;
      const today = londonToday(now());
      const [areas, packages, credentials, photos, galleries] = await Promise.all([
        q.areasOf(business.id),
        q.packagesOf(business.id),
        q.verifiedCredentialsOf([business.id]),
        q.photosOf([business.id]),
        q.galleriesOf(business.id),
      ]);
      const shown = displayable(photos);
      const photoById = new Map(shown.map((photo) => [photo.id, photo]));
      return {
        kind: 'found',
        business: {
          id: business.id,
          name: business.name,
          slug: business.slug,
          categories: business.categories as Category[],
          description: business.description,
          baseTown: business.baseTown,
          ageRange: ageRangeOf(business),
          maxChildren: business.maxChildren,
          indoor: business.indoor,
          outdoor: business.outdoor,
          areasCovered: areas,
          priceFromPence: Math.min(...packages.map((pkg) => pkg.priceFromPence)),
          packages: packages.map(packageView),
          badges: badgesOf(credentials, today),
          photos: shown,
          rating: ratingOf(business),
          galleries: galleries.map((gallery) => ({
            id: gallery.id,
            name: gallery.name,
            photoCount: gallery.photoCount,
            cover: (gallery.coverPhotoId && photoById.get(gallery.coverPhotoId)) || null,
          })),
        },
      } as const;
    },

    /** Live businesses in name order, optionally of one category. */
    async directory({
      category,
      limit,
      cursor,
    }: {
      category?: Category | undefined;
      limit: number;
      cursor?: string | undefined;
    }) {
      const q = repository.read;
      const rows = await q.directory(category, limit + 1, cursor === undefined ? undefined : decodeCursor(cursor));
      const page = rows.slice(0, limit);
      const ids = page.map((business) => business.id);
      const today = londonToday(now());
      const [prices, credentials, photos] = await Promise.all([
        q.lowestPrices(ids),
        q.verifiedCredentialsOf(ids),
        q.photosOf(ids),
      ]);
      const firstPhoto = new Map<string, PublicPhoto>();
      for (const photo of photos) {
        if (firstPhoto.has(photo.businessId)) continue;
        const [shown] = displayable([photo]);
        if (shown) firstPhoto.set(photo.businessId, shown);
      }
      return {
        items: page.map((business) => ({
          id: business.id,
          name: business.name,
          slug: business.slug,
          categories: business.categories as Category[],
          baseTown: business.baseTown,
          priceFromPence: prices.get(business.id) ?? 0,
          rating: ratingOf(business),
          badges: [
            ...new Set(
              badgesOf(
                credentials.filter((credential) => credential.businessId === business.id),
                today,
              ).map((badge) => badge.type),
            ),
          ],
          photo: firstPhoto.get(business.id) ?? null,
        })),
        nextCursor: rows.length > limit && page.length > 0 ? encodeCursor(page.at(-1)!) : null,
      };
    },
  };
}

export type PublicBusinesses = ReturnType<typeof createPublicBusinesses>;
