/**
 * All SQL for notifications. Every change also sends NOTIFY in the same transaction, so a
 * listener hears about a row only once it is committed, and never about a rolled-back one.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { Database, Orm } from '../../db/database.ts'
import { type NotificationRow, notifications } from '../../db/schema.ts'
import type { NewNotification } from './notification.ts'

export const NOTIFICATIONS_CHANNEL = 'notifications'
/** Bounds one response; the bell shows the newest ones. */
export const LIST_LIMIT = 200

export interface NotificationChange {
  kind: 'created' | 'updated' | 'deleted'
  recipientEmail: string
  id: string
}

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0]

async function notifyChange(tx: Tx, change: NotificationChange): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(change)})`)
}

export function createNotificationsRepository(db: Database) {
  return {
    async listForRecipient(recipientEmail: string): Promise<NotificationRow[]> {
      return db.orm
        .select()
        .from(notifications)
        .where(eq(notifications.recipientEmail, recipientEmail))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(LIST_LIMIT)
    },

    async create(input: NewNotification): Promise<NotificationRow> {
      return db.orm.transaction(async (tx) => {
        const [row] = await tx
          .insert(notifications)
          .values({
            recipientEmail: input.recipientEmail,
            recipientType: input.recipientType,
            entityType: input.entityType,
            relatedEntityId: input.relatedEntity._id,
            relatedBookingId: input.relatedEntity.bookingId ?? null,
            content: input.content
          })
          .returning()
        if (!row) throw new Error('INSERT … RETURNING gave no row')
        await notifyChange(tx, { kind: 'created', recipientEmail: row.recipientEmail, id: row.id })
        return row
      })
    },

    /** Marks one of the recipient's notifications read; undefined when it is not theirs or absent. */
    async markRead(id: string, recipientEmail: string): Promise<NotificationRow | undefined> {
      return db.orm.transaction(async (tx) => {
        const owned = and(eq(notifications.id, id), eq(notifications.recipientEmail, recipientEmail))
        const [changed] = await tx
          .update(notifications)
          .set({ status: 'read' })
          .where(and(owned, ne(notifications.status, 'read')))
          .returning()
        if (changed) {
          await notifyChange(tx, { kind: 'updated', recipientEmail, id })
          return changed
        }
        const [unchanged] = await tx.select().from(notifications).where(owned)
        return unchanged
      })
    },

    /** Deletes one of the recipient's notifications; false when it is not theirs or absent. */
    async remove(id: string, recipientEmail: string): Promise<boolean> {
      return db.orm.transaction(async (tx) => {
        const deleted = await tx
          .delete(notifications)
          .where(and(eq(notifications.id, id), eq(notifications.recipientEmail, recipientEmail)))
          .returning({ id: notifications.id })
        if (deleted.length === 0) return false
        await notifyChange(tx, { kind: 'deleted', recipientEmail, id })
        return true
      })
    },

    async countForRecipient(recipientEmail: string): Promise<number> {
      const [row] = await db.orm
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(eq(notifications.recipientEmail, recipientEmail))
      return row?.count ?? 0
    }
  }
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>
