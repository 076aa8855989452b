/**
 * All SQL for photos. Writes lock the business row first (as migration 0003's 20-photo trigger
 * does), so uploads, reorders and deletes of one business's photos happen one after another.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Orm } from '../../db/database.ts';
import { businesses, type PhotoRow, type PhotoVariant, photos } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

export interface NewPhoto {
  id: string;
  businessId: string;
  storageKey: string;
  alt: string;
  width: number;
  height: number;
  variants: PhotoVariant[];
}

const inOrder = [asc(photos.position), asc(photos.createdAt), asc(photos.id)];

async function lockBusiness(tx: Tx, businessId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('no key update');
  return row !== undefined;
}

export function createPhotosRepository(db: Database) {
  return {
    async isOwner(businessId: string, ownerUid: string): Promise<boolean> {
      const [row] = await db.orm
        .select({ id: businesses.id })
        .from(businesses)
        .where(and(eq(businesses.id, businessId), eq(businesses.ownerUid, ownerUid)));
      return row !== undefined;
    },

    async count(businessId: string): Promise<number> {
      const [row] = await db.orm
        .select({ count: sql<number>`count(*)::int` })
        .from(photos)
        .where(eq(photos.businessId, businessId));
      return row?.count ?? 0;
    },

    async list(businessId: string): Promise<PhotoRow[]> {
      return db.orm
        .select()
        .from(photos)
        .where(eq(photos.businessId, businessId))
        .orderBy(...inOrder);
    },

    async exists(storageKey: string): Promise<boolean> {
      const [row] = await db.orm.select({ id: photos.id }).from(photos).where(eq(photos.storageKey, storageKey));
      return row !== undefined;
    },

    async find(businessId: string, photoId: string): Promise<PhotoRow | undefined> {
      const [row] = await db.orm
        .select()
        .from(photos)
        .where(and(eq(photos.businessId, businessId), eq(photos.id, photoId)));
      return row;
    },

    /** Last in the business's order. Undefined when the business is gone; the trigger refuses a 21st. */
    async insert(photo: NewPhoto): Promise<PhotoRow | undefined> {
      return db.orm.transaction(async (tx) => {
        if (!(await lockBusiness(tx, photo.businessId))) return undefined;
        const [row] = await tx
          .insert(photos)
          .values({
            ...photo,
            position: sql`(SELECT coalesce(max(p.position) + 1, 0) FROM photos p WHERE p.business_id = ${photo.businessId})`,
          })
          .returning();
        return row;
      });
    },

    async updateAlt(businessId: string, photoId: string, alt: string): Promise<PhotoRow | undefined> {
      const [row] = await db.orm
        .update(photos)
        .set({ alt })
        .where(and(eq(photos.businessId, businessId), eq(photos.id, photoId)))
        .returning();
      return row;
    },

    /**
     * Puts the photos in the given order. Undefined unless the ids are exactly the business's
     * photos (a photo added or removed meanwhile makes the list stale).
     */
    async reorder(businessId: string, photoIds: string[]): Promise<PhotoRow[] | undefined> {
      return db.orm.transaction(async (tx) => {
        if (!(await lockBusiness(tx, businessId))) return undefined;
        const current = await tx.select({ id: photos.id }).from(photos).where(eq(photos.businessId, businessId));
        const known = new Set(current.map((row) => row.id));
        if (photoIds.length !== known.size || !photoIds.every((id) => known.has(id))) return undefined;
        for (const [position, id] of photoIds.entries()) {
          await tx
            .update(photos)
            .set({ position })
            .where(and(eq(photos.businessId, businessId), eq(photos.id, id)));
        }
        return tx
          .select()
          .from(photos)
          .where(eq(photos.businessId, businessId))
          .orderBy(...inOrder);
      });
    },

    /** The deleted row (its variants name the files to remove), or undefined when absent. */
    async delete(businessId: string, photoId: string): Promise<PhotoRow | undefined> {
      return db.orm.transaction(async (tx) => {
        if (!(await lockBusiness(tx, businessId))) return undefined;
        const [row] = await tx
          .delete(photos)
          .where(and(eq(photos.businessId, businessId), eq(photos.id, photoId)))
          .returning();
        return row;
      });
    },
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
