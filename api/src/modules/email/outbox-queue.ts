/**
 * Adds a just-inserted notification to the email outbox, in the notification's own transaction:
 * both commit or neither does, and no command waits on a mail server. One statement, so a command
 * pays one round trip for it. Skipped when the recipient turned that kind of email off.
 *
 * The kind comes from the notification: a Quote is about quotes, an Event about events for the
 * recipient's businesses, and a Booking one is a message when this same transaction wrote a
 * message to that booking (its created_at is the transaction's now()), otherwise about bookings.
 * A message's row carries its thread, which the worker holds back for the thread window.
 */
import { sql } from 'drizzle-orm';
import type { NotificationRow } from '../../db/schema.ts';

/** Anything that runs SQL: a transaction of the ORM. */
interface Executor {
  execute(query: ReturnType<typeof sql>): PromiseLike<unknown>;
}

export async function queueEmail(tx: Executor, row: NotificationRow): Promise<void> {
  await tx.execute(sql`
    INSERT INTO email_outbox (
      notification_id, recipient_email, recipient_type, kind, entity_type, related_entity_id,
      related_booking_id, content, thread_id
    )
    SELECT ${row.id}::uuid, ${row.recipientEmail}, ${row.recipientType}, k.kind, ${row.entityType},
           ${row.relatedEntityId}, ${row.relatedBookingId}, ${row.content},
           CASE WHEN k.kind = 'messages' THEN ${row.relatedEntityId} END
    FROM (
      SELECT CASE
        WHEN ${row.entityType} = 'Quote' THEN 'quotes'
        WHEN ${row.entityType} = 'Event' THEN 'events'
        WHEN EXISTS (
          SELECT 1 FROM booking_messages m
          WHERE m.booking_id::text = ${row.relatedEntityId} AND m.created_at = now()
        ) THEN 'messages'
        ELSE 'bookings'
      END AS kind
    ) k
    WHERE NOT EXISTS (
      SELECT 1 FROM email_preferences p
      WHERE p.email = ${row.recipientEmail}
        AND NOT CASE k.kind
          WHEN 'quotes' THEN p.quotes
          WHEN 'bookings' THEN p.bookings
          WHEN 'messages' THEN p.messages
          ELSE p.events
        END
    )
  `);
}
