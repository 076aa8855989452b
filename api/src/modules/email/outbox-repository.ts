/**
 * The worker's side of the outbox. Claiming is one statement under FOR UPDATE SKIP LOCKED that
 * stamps `claimed_until`, so any number of workers on any number of instances each take a
 * different email and none takes one another holds; a worker that died frees its emails when
 * their claim lapses. A message is due once its thread's window has passed, and is claimed with
 * every pending message of its thread to the same person, which then go as one email. A
 * notification's email is claimed with its account's address as it is now (written to the row, so
 * the row records where it went); an account without one (deleted, or never seen) gets none.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { EmailKind } from './email-kinds.ts';

export interface ClaimedEmail {
  id: string;
  /** Null for a contact-form message to support, which no notification wrote. */
  notificationId: string | null;
  /** The account a notification's email is for; null for a contact-form message. */
  recipientUid: string | null;
  /** Where it goes: the account's address when claimed (null when it has none), or support's. */
  recipientEmail: string | null;
  recipientType: string;
  kind: EmailKind | 'contact';
  entityType: 'Quote' | 'Booking' | 'Event' | 'Contact';
  relatedEntityId: string;
  relatedBookingId: string | null;
  content: string;
  threadId: string | null;
  /** A contact-form message's sender. */
  replyTo: string | null;
  attempts: number;
  createdAt: Date;
}

interface ClaimedRow {
  id: string;
  notification_id: string | null;
  recipient_uid: string | null;
  recipient_email: string | null;
  recipient_type: string;
  kind: ClaimedEmail['kind'];
  entity_type: ClaimedEmail['entityType'];
  related_entity_id: string;
  related_booking_id: string | null;
  content: string;
  thread_id: string | null;
  reply_to: string | null;
  attempts: number;
  created_at: Date | string;
}

function toClaimed(row: ClaimedRow): ClaimedEmail {
  return {
    id: row.id,
    notificationId: row.notification_id,
    recipientUid: row.recipient_uid,
    recipientEmail: row.recipient_email,
    recipientType: row.recipient_type,
    kind: row.kind,
    entityType: row.entity_type,
    relatedEntityId: row.related_entity_id,
    relatedBookingId: row.related_booking_id,
    content: row.content,
    threadId: row.thread_id,
    replyTo: row.reply_to,
    attempts: Number(row.attempts),
    createdAt: new Date(row.created_at),
  };
}

const seconds = (ms: number) => ms / 1000;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface OutboxRepository {
  /** Takes up to `limit` due emails (and their thread mates) for `leaseMs`. */
  claim(options: { limit: number; leaseMs: number; threadWindowMs: number }): Promise<ClaimedEmail[]>;
  markSent(ids: string[], messageId: string): Promise<void>;
  /** Frees them to be tried again after `delayMs`, or gives them up when `give up` says so. */
  markFailed(ids: string[], error: string, retry: { delayMs: number } | 'give up'): Promise<void>;
}

export function createOutboxRepository(db: Database): OutboxRepository {
  return {
    async claim({ limit, leaseMs, threadWindowMs }) {
      const result = await db.orm.execute(sql`
        WITH due AS (
          SELECT id, recipient_uid, thread_id FROM email_outbox
          WHERE status = 'pending' AND due_at <= now()
            AND (claimed_until IS NULL OR claimed_until < now())
            AND (thread_id IS NULL OR created_at <= now() - make_interval(secs => ${seconds(threadWindowMs)}))
          ORDER BY due_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        ), mates AS (
          SELECT o.id FROM email_outbox o
          JOIN (SELECT DISTINCT recipient_uid, thread_id FROM due WHERE thread_id IS NOT NULL) t
            ON o.recipient_uid = t.recipient_uid AND o.thread_id = t.thread_id
          WHERE o.status = 'pending' AND (o.claimed_until IS NULL OR o.claimed_until < now())
          FOR UPDATE OF o SKIP LOCKED
        )
        UPDATE email_outbox SET claimed_until = now() + make_interval(secs => ${seconds(leaseMs)}), attempts = attempts + 1,
          recipient_email = CASE WHEN recipient_uid IS NULL THEN recipient_email
            ELSE (SELECT a.email FROM accounts a WHERE a.uid = email_outbox.recipient_uid) END
        WHERE id IN (SELECT id FROM due UNION SELECT id FROM mates)
        RETURNING id, notification_id, recipient_uid, recipient_email, recipient_type, kind, entity_type, related_entity_id,
                  related_booking_id, content, thread_id, reply_to, attempts, created_at
      `);
      return rowsOf<ClaimedRow>(result).map(toClaimed);
    },

    async markSent(ids, messageId) {
      await db.orm.execute(sql`
        UPDATE email_outbox SET status = 'sent', sent_at = now(), message_id = ${messageId},
          claimed_until = NULL, last_error = NULL
        WHERE id = ANY (${toArray(ids)}::uuid[]) AND status = 'pending'
      `);
    },

    async markFailed(ids, error, retry) {
      const message = error.slice(0, 1000);
      if (retry === 'give up') {
        await db.orm.execute(sql`
          UPDATE email_outbox SET status = 'failed', claimed_until = NULL, last_error = ${message}
          WHERE id = ANY (${toArray(ids)}::uuid[]) AND status = 'pending'
        `);
        return;
      }
      await db.orm.execute(sql`
        UPDATE email_outbox SET claimed_until = NULL, last_error = ${message},
          due_at = now() + make_interval(secs => ${seconds(retry.delayMs)})
        WHERE id = ANY (${toArray(ids)}::uuid[]) AND status = 'pending'
      `);
    },
  };
}

/** A uuid[] literal: drizzle would otherwise spread the array into separate parameters. */
function toArray(ids: string[]): string {
  return `{${ids.join(',')}}`;
}
