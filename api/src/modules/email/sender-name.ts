/**
 * Who an email is from, as the recipient knows them: to a business, the organizer's display name
 * (the event's owner name); to an organizer, the business's name. Read when the email is sent, so
 * a name changed or removed since (a closed account reads "Former customer") is the one shown.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { ClaimedEmail } from './outbox-repository.ts';

export async function senderName(db: Database, email: ClaimedEmail): Promise<string | undefined> {
  const result = await db.orm.execute(
    email.entityType === 'Event'
      ? sql`SELECT owner_name AS name FROM events WHERE id::text = ${email.relatedEntityId}`
      : sql`
        SELECT CASE WHEN ${email.recipientType} = 'Business' THEN e.owner_name ELSE bu.name END AS name
        FROM bookings b JOIN events e ON e.id = b.event_id JOIN businesses bu ON bu.id = b.business_id
        WHERE b.id::text = ${email.entityType === 'Quote' ? email.relatedBookingId : email.relatedEntityId}
      `,
  );
  const [row] = (result as { rows: Array<{ name: string }> }).rows;
  return row?.name;
}
