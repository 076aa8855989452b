/**
 * All SQL for notifications. Every change also sends NOTIFY in the same transaction, so a
 * listener hears about a row only once it is committed, and never about a rolled-back one.
 */
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Orm } from '../../db/database.ts';
import { type NotificationRow, notifications } from '../../db/schema.ts';
import { queueEmailsOf } from '../email/index.ts';
import type { NewNotification } from './notification.ts';

export const NOTIFICATIONS_CHANNEL = 'notifications';
export interface PageRequest {
  limit: number;
  before?: string | undefined;
}

export interface NotificationSummary {
  unread: number;
  total: number;
}

export interface NotificationChange {
  /** 'closed': the recipient's account was closed (`id` is its uid); their streams end. */
  kind: 'created' | 'updated' | 'deleted' | 'closed';
  recipientUid: string;
  id: string;
}

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

async function notifyChange(tx: Tx, change: NotificationChange): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(change)})`);
}

/** The notification row as the ORM maps it, selected from the `n` of insertNotification's statement. */
const insertedColumns = sql`
  n.id, n.recipient_uid AS "recipientUid", n.recipient_type AS "recipientType",
  n.entity_type AS "entityType", n.related_entity_id AS "relatedEntityId",
  n.related_booking_id AS "relatedBookingId", n.content, n.status, n.created_at AS "createdAt"`;

/**
 * Inserts a notification inside the caller's transaction, with its email (unless the recipient
 * turned that kind off) and its NOTIFY, all in one statement: one round trip, and all commit
 * together or none does.
 */
export async function insertNotification(tx: Tx, input: NewNotification): Promise<NotificationRow> {
  const result = await tx.execute(sql`
    WITH n AS (
      INSERT INTO ${notifications} (recipient_uid, recipient_type, entity_type, related_entity_id, related_booking_id, content)
      VALUES (${input.recipientUid}, ${input.recipientType}, ${input.entityType},
              ${input.relatedEntity._id}, ${input.relatedEntity.bookingId ?? null}, ${input.content})
      RETURNING *
    ), queued AS (${queueEmailsOf(sql`n`)})
    SELECT ${insertedColumns},
           pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('kind', 'created', 'recipientUid', n.recipient_uid, 'id', n.id)::text)
    FROM n
  `);
  const [row] = (result as unknown as { rows: Array<NotificationRow & { pg_notify?: unknown }> }).rows;
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  const { pg_notify: _notified, ...inserted } = row;
  return { ...inserted, createdAt: new Date(inserted.createdAt) };
}

export function createNotificationsRepository(db: Database) {
  return {
    /**
     * One page, newest first, keyset-paginated on (created_at, id): `before` is the id of the
     * oldest row the caller already has. Undefined when `before` is not one of the recipient's.
     */
    async listForRecipient(
      recipientUid: string,
      { limit, before }: PageRequest,
    ): Promise<NotificationRow[] | undefined> {
      const mine = eq(notifications.recipientUid, recipientUid);
      let olderThanCursor: SQL | undefined;
      if (before !== undefined) {
        const [cursor] = await db.orm
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(mine, eq(notifications.id, before)));
        if (!cursor) return undefined;
        // Compared in SQL, not through a JS Date, which would drop created_at's microseconds.
        olderThanCursor = sql`(${notifications.createdAt}, ${notifications.id}) < (SELECT c.created_at, c.id FROM ${notifications} c WHERE c.id = ${before})`;
      }
      return db.orm
        .select()
        .from(notifications)
        .where(and(mine, olderThanCursor))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async create(input: NewNotification): Promise<NotificationRow> {
      return db.orm.transaction((tx) => insertNotification(tx, input));
    },

    /** Marks one of the recipient's notifications read; undefined when it is not theirs or absent. */
    async markRead(id: string, recipientUid: string): Promise<NotificationRow | undefined> {
      return db.orm.transaction(async (tx) => {
        const owned = and(eq(notifications.id, id), eq(notifications.recipientUid, recipientUid));
        const [changed] = await tx
          .update(notifications)
          .set({ status: 'read' })
          .where(and(owned, ne(notifications.status, 'read')))
          .returning();
        if (changed) {
          await notifyChange(tx, { kind: 'updated', recipientUid, id });
          return changed;
        }
        const [unchanged] = await tx.select().from(notifications).where(owned);
        return unchanged;
      });
    },

    /** Deletes one of the recipient's notifications; false when it is not theirs or absent. */
    async remove(id: string, recipientUid: string): Promise<boolean> {
      return db.orm.transaction(async (tx) => {
        const deleted = await tx
          .delete(notifications)
          .where(and(eq(notifications.id, id), eq(notifications.recipientUid, recipientUid)))
          .returning({ id: notifications.id });
        if (deleted.length === 0) return false;
        await notifyChange(tx, { kind: 'deleted', recipientUid, id });
        return true;
      });
    },

    async summaryForRecipient(recipientUid: string): Promise<NotificationSummary> {
      const [row] = await db.orm
        .select({
          unread: sql<number>`count(*) FILTER (WHERE ${notifications.status} = 'unread')::int`,
          total: sql<number>`count(*)::int`,
        })
        .from(notifications)
        .where(eq(notifications.recipientUid, recipientUid));
      return { unread: row?.unread ?? 0, total: row?.total ?? 0 };
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
