/**
 * All SQL for galleries. Writes lock the business row first, like every other change to a
 * business's photos, so a gallery never takes a photo that is being deleted at the same moment.
 */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Orm } from '../../db/database.ts';
import { businesses, galleries, galleryPhotos, type GalleryRow, type PhotoRow, photos } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];
type Run = Database['orm'] | Tx;

export interface GalleryWithPhotos {
  gallery: GalleryRow;
  photos: PhotoRow[];
}

export interface PublicGalleryRow {
  gallery: GalleryRow;
  business: { name: string; slug: string };
  photoCount: number;
  cover: PhotoRow | null;
}

export type GalleryWriteResult =
  GalleryWithPhotos | 'business-missing' | 'gallery-missing' | 'foreign-photos' | 'too-many';

const isLive = eq(businesses.status, 'live');
const hasPhotos = sql`EXISTS (SELECT 1 FROM gallery_photos gp WHERE gp.gallery_id = ${galleries.id})`;

async function lockBusiness(tx: Tx, businessId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('no key update');
  return row !== undefined;
}

async function allBelong(tx: Tx, businessId: string, photoIds: string[]): Promise<boolean> {
  if (photoIds.length === 0) return true;
  const [row] = await tx
    .select({ count: count() })
    .from(photos)
    .where(and(eq(photos.businessId, businessId), inArray(photos.id, photoIds)));
  return row?.count === photoIds.length;
}

async function photosOf(run: Run, galleryIds: string[]): Promise<Map<string, PhotoRow[]>> {
  const byGallery = new Map<string, PhotoRow[]>(galleryIds.map((id) => [id, []]));
  if (galleryIds.length === 0) return byGallery;
  const rows = await run
    .select({ galleryId: galleryPhotos.galleryId, photo: photos })
    .from(galleryPhotos)
    .innerJoin(photos, eq(photos.id, galleryPhotos.photoId))
    .where(inArray(galleryPhotos.galleryId, galleryIds))
    .orderBy(asc(galleryPhotos.position), asc(photos.id));
  for (const row of rows) byGallery.get(row.galleryId)?.push(row.photo);
  return byGallery;
}

async function setPhotos(tx: Tx, businessId: string, galleryId: string, photoIds: string[]): Promise<void> {
  await tx.delete(galleryPhotos).where(eq(galleryPhotos.galleryId, galleryId));
  if (photoIds.length === 0) return;
  await tx
    .insert(galleryPhotos)
    .values(photoIds.map((photoId, position) => ({ businessId, galleryId, photoId, position })));
}

async function withPhotos(run: Run, gallery: GalleryRow): Promise<GalleryWithPhotos> {
  return { gallery, photos: (await photosOf(run, [gallery.id])).get(gallery.id) ?? [] };
}

export function createGalleriesRepository(db: Database, { maxPerBusiness }: { maxPerBusiness: number }) {
  return {
    async isOwner(businessId: string, ownerUid: string): Promise<boolean> {
      const [row] = await db.orm
        .select({ id: businesses.id })
        .from(businesses)
        .where(and(eq(businesses.id, businessId), eq(businesses.ownerUid, ownerUid)));
      return row !== undefined;
    },

    async listForBusiness(businessId: string): Promise<GalleryWithPhotos[]> {
      const rows = await db.orm
        .select()
        .from(galleries)
        .where(eq(galleries.businessId, businessId))
        .orderBy(asc(galleries.position), asc(galleries.createdAt), asc(galleries.id));
      const byGallery = await photosOf(
        db.orm,
        rows.map((row) => row.id),
      );
      return rows.map((gallery) => ({ gallery, photos: byGallery.get(gallery.id) ?? [] }));
    },

    async create(businessId: string, name: string, photoIds: string[]): Promise<GalleryWriteResult> {
      return db.orm.transaction(async (tx) => {
        if (!(await lockBusiness(tx, businessId))) return 'business-missing';
        if (!(await allBelong(tx, businessId, photoIds))) return 'foreign-photos';
        const [existing] = await tx
          .select({ count: count() })
          .from(galleries)
          .where(eq(galleries.businessId, businessId));
        if ((existing?.count ?? 0) >= maxPerBusiness) return 'too-many';
        const [gallery] = await tx
          .insert(galleries)
          .values({
            businessId,
            name,
            position: sql`(SELECT coalesce(max(g.position) + 1, 0) FROM galleries g WHERE g.business_id = ${businessId})`,
          })
          .returning();
        if (!gallery) throw new Error('INSERT … RETURNING gave no row');
        await setPhotos(tx, businessId, gallery.id, photoIds);
        return withPhotos(tx, gallery);
      });
    },

    async update(
      businessId: string,
      galleryId: string,
      changes: { name?: string; photoIds?: string[] },
    ): Promise<GalleryWriteResult> {
      return db.orm.transaction(async (tx) => {
        if (!(await lockBusiness(tx, businessId))) return 'business-missing';
        const where = and(eq(galleries.businessId, businessId), eq(galleries.id, galleryId));
        let [gallery] = await tx.select().from(galleries).where(where);
        if (!gallery) return 'gallery-missing';
        if (changes.photoIds) {
          if (!(await allBelong(tx, businessId, changes.photoIds))) return 'foreign-photos';
          await setPhotos(tx, businessId, galleryId, changes.photoIds);
        }
        if (changes.name !== undefined)
          [gallery] = await tx.update(galleries).set({ name: changes.name }).where(where).returning();
        return withPhotos(tx, gallery!);
      });
    },

    async delete(businessId: string, galleryId: string): Promise<boolean> {
      const deleted = await db.orm
        .delete(galleries)
        .where(and(eq(galleries.businessId, businessId), eq(galleries.id, galleryId)))
        .returning({ id: galleries.id });
      return deleted.length > 0;
    },

    /**
     * One page of the galleries of live businesses that hold at least one photo, newest first,
     * after the gallery `cursor` (the last id of the previous page). Undefined for an unknown cursor.
     */
    async listPublic({
      limit,
      cursor,
    }: {
      limit: number;
      cursor?: string | undefined;
    }): Promise<PublicGalleryRow[] | undefined> {
      let afterCursor: SQL | undefined;
      if (cursor !== undefined) {
        const [known] = await db.orm.select({ id: galleries.id }).from(galleries).where(eq(galleries.id, cursor));
        if (!known) return undefined;
        afterCursor = sql`(${galleries.createdAt}, ${galleries.id}) < (SELECT c.created_at, c.id FROM galleries c WHERE c.id = ${cursor})`;
      }
      const rows = await db.orm
        .select({
          gallery: galleries,
          business: { name: businesses.name, slug: businesses.slug },
          photoCount: sql<number>`(SELECT count(*)::int FROM gallery_photos gp WHERE gp.gallery_id = ${galleries.id})`,
        })
        .from(galleries)
        .innerJoin(businesses, eq(businesses.id, galleries.businessId))
        .where(and(isLive, hasPhotos, afterCursor))
        .orderBy(desc(galleries.createdAt), desc(galleries.id))
        .limit(limit);
      const byGallery = await photosOf(
        db.orm,
        rows.map((row) => row.gallery.id),
      );
      return rows.map((row) => ({ ...row, cover: byGallery.get(row.gallery.id)?.[0] ?? null }));
    },

    /** A gallery whose business is live; undefined otherwise. */
    async findPublic(
      galleryId: string,
    ): Promise<(GalleryWithPhotos & { business: { name: string; slug: string } }) | undefined> {
      const [row] = await db.orm
        .select({ gallery: galleries, business: { name: businesses.name, slug: businesses.slug } })
        .from(galleries)
        .innerJoin(businesses, eq(businesses.id, galleries.businessId))
        .where(and(eq(galleries.id, galleryId), isLive));
      if (!row) return undefined;
      return { ...(await withPhotos(db.orm, row.gallery)), business: row.business };
    },
  };
}

export type GalleriesRepository = ReturnType<typeof createGalleriesRepository>;
