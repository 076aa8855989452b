/**
 * Adds just-inserted notifications to the email outbox, in the notifications' own statement: both
 * commit or neither does, and no command waits on a mail server. Skipped when the recipient turned
 * that kind of email off. The row names the recipient's account; the worker reads its address when
 * it sends, so a changed email is the one used.
 *
 * The kind comes from the notification: a Quote is about quotes, an Event about events for the
 * recipient's businesses, and a Booking one is a message when this same transaction wrote a
 * message to that booking (its created_at is the transaction's now()), otherwise about bookings.
 * A message's row carries its thread, which the worker holds back for the thread window.
 */
import { type SQL, sql } from 'drizzle-orm';

const UUID_SHAPE = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/**
 * `INSERT INTO email_outbox … SELECT … FROM <notifications>`: `notifications` names a relation with
 * the notifications table's columns (a CTE's `RETURNING *`), so the insert that makes them can
 * queue their emails in the same statement.
 */
export function queueEmailsOf(notifications: SQL): SQL {
  return sql`
    INSERT INTO email_outbox (
      notification_id, recipient_uid, recipient_type, kind, entity_type, related_entity_id,
      related_booking_id, content, thread_id
    )
    SELECT k.id, k.recipient_uid, k.recipient_type, k.kind, k.entity_type, k.related_entity_id,
           k.related_booking_id, k.content, CASE WHEN k.kind = 'messages' THEN k.related_entity_id END
    FROM (
      SELECT n.*, CASE
        WHEN n.entity_type = 'Quote' THEN 'quotes'
        WHEN n.entity_type = 'Event' THEN 'events'
        WHEN EXISTS (
          -- A Booking notification's related id is its booking's, compared as a uuid so the index
          -- serves it; an id of another shape (an internal notification's) is no booking's.
          SELECT 1 FROM booking_messages m
          WHERE m.booking_id = CASE WHEN n.related_entity_id ~* ${UUID_SHAPE} THEN n.related_entity_id::uuid END
            AND m.created_at = now()
        ) THEN 'messages'
        ELSE 'bookings'
      END AS kind
      FROM ${notifications} n
    ) k
    WHERE NOT EXISTS (
      SELECT 1 FROM email_preferences p
      WHERE p.uid = k.recipient_uid
        AND NOT CASE k.kind
          WHEN 'quotes' THEN p.quotes
          WHEN 'bookings' THEN p.bookings
          WHEN 'messages' THEN p.messages
          ELSE p.events
        END
    )
  `;
}
