/**
 * All SQL for businesses and what hangs off them (slugs, areas, packages, credentials,
 * unavailable dates), plus the photo and gallery reads a business page needs. Writes run inside
 * `transaction`, whose queries see one consistent state: the service locks the business row first.
 */
import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Orm } from '../../db/database.ts';
import { currentEmailOf, pgErrorCode, UNIQUE_VIOLATION } from '../common/index.ts';
import {
  type BusinessRow,
  businessAreas,
  businesses,
  businessSlugs,
  businessUnavailability,
  type CredentialRow,
  credentials,
  galleries,
  type PackageRow,
  type PhotoRow,
  packages,
  photos,
} from '../../db/schema.ts';

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];
type Executor = Orm | Tx;

export type NewBusiness = Omit<
  typeof businesses.$inferInsert,
  'id' | 'slug' | 'status' | 'createdAt' | 'updatedAt' | 'publishedAt'
>;
export type BusinessPatch = Partial<Omit<NewBusiness, 'ownerUid' | 'ownerEmail'>>;
export type NewPackage = Omit<typeof packages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type PackagePatch = Partial<Omit<NewPackage, 'businessId' | 'position'>>;
export type NewCredential = Pick<CredentialRow, 'businessId' | 'type' | 'reference' | 'expiresOn'>;
export type CredentialPatch = Partial<Pick<CredentialRow, 'type' | 'reference' | 'expiresOn'>>;

export interface StepCounts {
  packages: number;
  photos: number;
  areas: number;
}

export interface BusinessWithCounts {
  business: BusinessRow;
  counts: StepCounts;
}

export interface GallerySummaryRow {
  id: string;
  name: string;
  photoCount: number;
  coverPhotoId: string | null;
}

export interface CredentialForReview {
  credential: CredentialRow;
  businessId: string;
  businessName: string;
  ownerEmail: string;
}

// Subqueries name the outer table outright: drizzle writes a column of the queried table
// unqualified, which inside the subquery would mean the subquery's own `id`.
const stepCounts = {
  packages: sql<number>`(SELECT count(*)::int FROM packages p WHERE p.business_id = businesses.id)`,
  photos: sql<number>`(SELECT count(*)::int FROM photos ph WHERE ph.business_id = businesses.id)`,
  areas: sql<number>`(SELECT count(*)::int FROM business_areas a WHERE a.business_id = businesses.id)`,
};

/** Live and complete: what a family may find. */
export const listable: SQL = sql`businesses.status = 'live'
  AND EXISTS (SELECT 1 FROM packages p WHERE p.business_id = businesses.id)
  AND EXISTS (SELECT 1 FROM photos ph WHERE ph.business_id = businesses.id)
  AND EXISTS (SELECT 1 FROM business_areas a WHERE a.business_id = businesses.id)`;

export function queries(run: Executor) {
  return {
    /** Its bookings still open or confirmed, each named for a person: "Birthday party on 2027-03-14 (confirmed)". */
    async liveBookingsOf(id: string): Promise<Array<{ type: string; date: string; status: string }>> {
      const result = await run.execute(sql`
        SELECT e.type, e.date::text AS date, b.status FROM bookings b JOIN events e ON e.id = b.event_id
        WHERE b.business_id = ${id} AND b.status IN ('requested', 'quoted', 'confirmed')
        ORDER BY e.date, b.id
      `);
      return (result as unknown as { rows: Array<{ type: string; date: string; status: string }> }).rows;
    },

    /** Whether families or the tax records hold something of it: any booking or review. */
    async hasRecords(id: string): Promise<boolean> {
      const result = await run.execute(sql`
        SELECT EXISTS (SELECT 1 FROM bookings WHERE business_id = ${id})
            OR EXISTS (SELECT 1 FROM reviews WHERE business_id = ${id}) AS held
      `);
      return (result as unknown as { rows: Array<{ held: boolean }> }).rows[0]?.held === true;
    },

    /**
     * Closes a business that has records: it leaves its owner, search and its page (paused), its
     * contact details and credentials go, and its row and slugs stay, so its bookings, reviews and
     * statements keep their business and its address is never another's. Answers its photos,
     * whose files go once the transaction has committed.
     */
    async closeBusiness(id: string): Promise<Array<Pick<PhotoRow, 'id' | 'variants'>>> {
      const removed = await run
        .delete(photos)
        .where(eq(photos.businessId, id))
        .returning({ id: photos.id, variants: photos.variants });
      await run.delete(credentials).where(eq(credentials.businessId, id));
      await run.execute(sql`
        UPDATE businesses SET
          owner_uid = 'closed-account', owner_email = '', contact_email = NULL, contact_phone = NULL,
          status = CASE WHEN status = 'live' THEN 'paused' ELSE status END,
          closed_at = now(), updated_at = now()
        WHERE id = ${id}
      `);
      return removed;
    },

    /** The owner's business, locked until the transaction ends; undefined when absent or someone else's. */
    async lockOwned(id: string, ownerUid: string): Promise<BusinessRow | undefined> {
      const [row] = await run
        .select()
        .from(businesses)
        .where(and(eq(businesses.id, id), eq(businesses.ownerUid, ownerUid)))
        .for('update');
      return row;
    },

    async findOwned(id: string, ownerUid: string): Promise<BusinessRow | undefined> {
      const [row] = await run
        .select()
        .from(businesses)
        .where(and(eq(businesses.id, id), eq(businesses.ownerUid, ownerUid)));
      return row;
    },

    async stepCounts(businessId: string): Promise<StepCounts> {
      const [row] = await run.select(stepCounts).from(businesses).where(eq(businesses.id, businessId));
      return row ?? { packages: 0, photos: 0, areas: 0 };
    },

    /** Which of `candidates` no business has ever used. */
    async freeSlugs(candidates: string[]): Promise<Set<string>> {
      const taken = await run
        .select({ slug: businessSlugs.slug })
        .from(businessSlugs)
        .where(inArray(businessSlugs.slug, candidates));
      const takenSet = new Set(taken.map((row) => row.slug));
      return new Set(candidates.filter((slug) => !takenSet.has(slug)));
    },

    /** Whether `slug` is in this business's own history (so renaming back may take it again). */
    async ownsSlug(businessId: string, slug: string): Promise<boolean> {
      const [row] = await run
        .select({ slug: businessSlugs.slug })
        .from(businessSlugs)
        .where(and(eq(businessSlugs.slug, slug), eq(businessSlugs.businessId, businessId)));
      return row !== undefined;
    },

    /**
     * Inserts the business under `slug` inside a savepoint; undefined when another business got
     * the slug first, leaving the outer transaction usable for the next candidate.
     */
    async insertWithSlug(values: NewBusiness, slug: string): Promise<BusinessRow | undefined> {
      try {
        return await (run as Tx).transaction(async (savepoint) => {
          const [row] = await savepoint
            .insert(businesses)
            .values({ ...values, slug })
            .returning();
          if (!row) throw new Error('INSERT … RETURNING gave no row');
          await savepoint.insert(businessSlugs).values({ slug, businessId: row.id });
          return row;
        });
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) return undefined;
        throw error;
      }
    },

    /** Moves the business to `slug`, keeping the old one in its history; false when the slug is taken. */
    async moveToSlug(businessId: string, slug: string): Promise<boolean> {
      try {
        await (run as Tx).transaction(async (savepoint) => {
          await savepoint.insert(businessSlugs).values({ slug, businessId }).onConflictDoNothing();
          const [owner] = await savepoint
            .select({ id: businessSlugs.businessId })
            .from(businessSlugs)
            .where(eq(businessSlugs.slug, slug));
          if (owner?.id !== businessId) throw Object.assign(new Error('slug taken'), { code: UNIQUE_VIOLATION });
          await savepoint.update(businesses).set({ slug }).where(eq(businesses.id, businessId));
        });
        return true;
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) return false;
        throw error;
      }
    },

    async updateBusiness(
      id: string,
      patch: BusinessPatch & Partial<Pick<BusinessRow, 'status' | 'publishedAt'>>,
    ): Promise<BusinessRow> {
      const [row] = await run
        .update(businesses)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(businesses.id, id))
        .returning();
      if (!row) throw new Error('UPDATE … RETURNING gave no row');
      return row;
    },

    /** Touches `updated_at`, for changes to what hangs off the business. */
    async touch(id: string): Promise<void> {
      await run
        .update(businesses)
        .set({ updatedAt: sql`now()` })
        .where(eq(businesses.id, id));
    },

    /** Deletes the business and what hangs off it; answers its photos, whose files the caller removes after commit. */
    async deleteBusiness(id: string): Promise<Array<Pick<PhotoRow, 'id' | 'variants'>>> {
      const removed = await run
        .delete(photos)
        .where(eq(photos.businessId, id))
        .returning({ id: photos.id, variants: photos.variants });
      await run.delete(businesses).where(eq(businesses.id, id));
      return removed;
    },

    async listMine(
      ownerUid: string,
      limit: number,
      after: string | undefined,
    ): Promise<BusinessWithCounts[] | undefined> {
      const mine = eq(businesses.ownerUid, ownerUid);
      let afterCursor: SQL | undefined;
      if (after !== undefined) {
        const [cursor] = await run
          .select({ id: businesses.id })
          .from(businesses)
          .where(and(mine, eq(businesses.id, after)));
        if (!cursor) return undefined;
        afterCursor = sql`(${businesses.createdAt}, ${businesses.id}) < (SELECT c.created_at, c.id FROM businesses c WHERE c.id = ${after})`;
      }
      const rows = await run
        .select({ business: businesses, ...stepCounts })
        .from(businesses)
        .where(and(mine, afterCursor))
        .orderBy(desc(businesses.createdAt), desc(businesses.id))
        .limit(limit);
      return rows.map(({ business, ...counts }) => ({ business, counts }));
    },

    async areasOf(businessId: string): Promise<string[]> {
      const rows = await run
        .select({ area: businessAreas.area })
        .from(businessAreas)
        .where(eq(businessAreas.businessId, businessId))
        .orderBy(asc(businessAreas.area));
      return rows.map((row) => row.area);
    },

    async replaceAreas(businessId: string, areas: string[]): Promise<void> {
      await run.delete(businessAreas).where(eq(businessAreas.businessId, businessId));
      if (areas.length > 0) await run.insert(businessAreas).values(areas.map((area) => ({ businessId, area })));
    },

    async packagesOf(businessId: string): Promise<PackageRow[]> {
      return run
        .select()
        .from(packages)
        .where(eq(packages.businessId, businessId))
        .orderBy(asc(packages.position), asc(packages.createdAt), asc(packages.id));
    },

    async insertPackage(values: Omit<NewPackage, 'position'>): Promise<PackageRow> {
      const [row] = await run
        .insert(packages)
        .values({
          ...values,
          position: sql`(SELECT coalesce(max(p.position) + 1, 0) FROM packages p WHERE p.business_id = ${values.businessId})`,
        })
        .returning();
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row;
    },

    async updatePackage(businessId: string, id: string, patch: PackagePatch): Promise<PackageRow | undefined> {
      const [row] = await run
        .update(packages)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(packages.id, id), eq(packages.businessId, businessId)))
        .returning();
      return row;
    },

    async deletePackage(businessId: string, id: string): Promise<boolean> {
      const deleted = await run
        .delete(packages)
        .where(and(eq(packages.id, id), eq(packages.businessId, businessId)))
        .returning({ id: packages.id });
      return deleted.length > 0;
    },

    async credentialsOf(businessId: string): Promise<CredentialRow[]> {
      return run
        .select()
        .from(credentials)
        .where(eq(credentials.businessId, businessId))
        .orderBy(asc(credentials.createdAt), asc(credentials.id));
    },

    async verifiedCredentialsOf(businessIds: string[]): Promise<CredentialRow[]> {
      if (businessIds.length === 0) return [];
      return run
        .select()
        .from(credentials)
        .where(and(inArray(credentials.businessId, businessIds), eq(credentials.status, 'verified')))
        .orderBy(asc(credentials.type), asc(credentials.id));
    },

    async insertCredential(values: NewCredential): Promise<CredentialRow> {
      const [row] = await run.insert(credentials).values(values).returning();
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row;
    },

    /** An edit is a new declaration: whatever was verified was about the old details. */
    async updateCredential(businessId: string, id: string, patch: CredentialPatch): Promise<CredentialRow | undefined> {
      const [row] = await run
        .update(credentials)
        .set({
          ...patch,
          status: 'declared',
          rejectionReason: null,
          reviewedBy: null,
          reviewedAt: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(credentials.id, id), eq(credentials.businessId, businessId)))
        .returning();
      return row;
    },

    async deleteCredential(businessId: string, id: string): Promise<boolean> {
      const deleted = await run
        .delete(credentials)
        .where(and(eq(credentials.id, id), eq(credentials.businessId, businessId)))
        .returning({ id: credentials.id });
      return deleted.length > 0;
    },

    async lockCredential(id: string): Promise<CredentialRow | undefined> {
      const [row] = await run.select().from(credentials).where(eq(credentials.id, id)).for('update');
      return row;
    },

    async reviewCredential(
      id: string,
      review: Pick<CredentialRow, 'status' | 'rejectionReason' | 'reviewedBy'>,
    ): Promise<CredentialRow> {
      const [row] = await run
        .update(credentials)
        .set({ ...review, reviewedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(credentials.id, id))
        .returning();
      if (!row) throw new Error('UPDATE … RETURNING gave no row');
      return row;
    },

    /** Oldest first, so the longest-waiting declarations are reviewed first. */
    async credentialsForReview(
      status: CredentialRow['status'],
      limit: number,
      after: string | undefined,
      onlyId?: string,
    ): Promise<CredentialForReview[] | undefined> {
      const inStatus = and(
        eq(credentials.status, status),
        onlyId === undefined ? undefined : eq(credentials.id, onlyId),
      );
      let afterCursor: SQL | undefined;
      if (after !== undefined) {
        const [cursor] = await run.select({ id: credentials.id }).from(credentials).where(eq(credentials.id, after));
        if (!cursor) return undefined;
        afterCursor = sql`(${credentials.createdAt}, ${credentials.id}) > (SELECT c.created_at, c.id FROM credentials c WHERE c.id = ${after})`;
      }
      return run
        .select({
          credential: credentials,
          businessId: businesses.id,
          businessName: businesses.name,
          ownerEmail: currentEmailOf(businesses.ownerUid, businesses.ownerEmail),
        })
        .from(credentials)
        .innerJoin(businesses, eq(businesses.id, credentials.businessId))
        .where(and(inStatus, afterCursor))
        .orderBy(asc(credentials.createdAt), asc(credentials.id))
        .limit(limit);
    },

    async unavailableDatesOf(businessId: string, from: string): Promise<string[]> {
      const rows = await run
        .select({ onDate: businessUnavailability.onDate })
        .from(businessUnavailability)
        .where(and(eq(businessUnavailability.businessId, businessId), gte(businessUnavailability.onDate, from)))
        .orderBy(asc(businessUnavailability.onDate));
      return rows.map((row) => row.onDate);
    },

    async addUnavailableDate(businessId: string, onDate: string): Promise<void> {
      await run.insert(businessUnavailability).values({ businessId, onDate }).onConflictDoNothing();
    },

    async removeUnavailableDate(businessId: string, onDate: string): Promise<boolean> {
      const deleted = await run
        .delete(businessUnavailability)
        .where(and(eq(businessUnavailability.businessId, businessId), eq(businessUnavailability.onDate, onDate)))
        .returning({ onDate: businessUnavailability.onDate });
      return deleted.length > 0;
    },

    async photosOf(businessIds: string[]): Promise<PhotoRow[]> {
      if (businessIds.length === 0) return [];
      return run
        .select()
        .from(photos)
        .where(inArray(photos.businessId, businessIds))
        .orderBy(asc(photos.position), asc(photos.createdAt), asc(photos.id));
    },

    async galleriesOf(businessId: string): Promise<GallerySummaryRow[]> {
      return run
        .select({
          id: galleries.id,
          name: galleries.name,
          photoCount: sql<number>`(SELECT count(*)::int FROM gallery_photos gp WHERE gp.gallery_id = galleries.id)`,
          coverPhotoId: sql<
            string | null
          >`(SELECT gp.photo_id FROM gallery_photos gp WHERE gp.gallery_id = galleries.id ORDER BY gp.position, gp.photo_id LIMIT 1)`,
        })
        .from(galleries)
        .where(eq(galleries.businessId, businessId))
        .orderBy(asc(galleries.position), asc(galleries.createdAt), asc(galleries.id));
    },

    /** The business a slug leads to (current or old), when it is live and complete. */
    async findListableBySlug(slug: string): Promise<BusinessRow | undefined> {
      const [row] = await run
        .select({ business: businesses })
        .from(businessSlugs)
        .innerJoin(businesses, eq(businesses.id, businessSlugs.businessId))
        .where(and(eq(businessSlugs.slug, slug), listable));
      return row?.business;
    },

    /** Live, complete businesses in name order; `after` is the (lower-cased name, id) of the last one shown. */
    async directory(
      category: string | undefined,
      limit: number,
      after: { name: string; id: string } | undefined,
    ): Promise<BusinessRow[]> {
      const conditions: SQL[] = [listable];
      if (category !== undefined) conditions.push(sql`${businesses.categories} @> ARRAY[${category}]::text[]`);
      if (after !== undefined)
        conditions.push(sql`(lower(${businesses.name}), ${businesses.id}) > (${after.name}, ${after.id}::uuid)`);
      return run
        .select()
        .from(businesses)
        .where(and(...conditions))
        .orderBy(sql`lower(${businesses.name})`, asc(businesses.id))
        .limit(limit);
    },

    async lowestPrices(businessIds: string[]): Promise<Map<string, number>> {
      if (businessIds.length === 0) return new Map();
      const rows = await run
        .select({ businessId: packages.businessId, price: sql<number>`min(${packages.priceFromPence})::int` })
        .from(packages)
        .where(inArray(packages.businessId, businessIds))
        .groupBy(packages.businessId);
      return new Map(rows.map((row) => [row.businessId, row.price]));
    },
  };
}

export type BusinessQueries = ReturnType<typeof queries>;

export function createBusinessesRepository(db: Database) {
  return {
    /** Reads outside a transaction. */
    get read(): BusinessQueries {
      return queries(db.orm);
    },
    transaction<T>(work: (queries: BusinessQueries) => Promise<T>): Promise<T> {
      return db.orm.transaction((tx) => work(queries(tx)));
    },
  };
}

export type BusinessesRepository = ReturnType<typeof createBusinessesRepository>;
