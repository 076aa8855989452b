/**
 * Closing an account, in one transaction: the person's open bookings are withdrawn (requests,
 * quotes) or cancelled (confirmed), telling each business as usual; their businesses are deleted,
 * or closed where bookings or reviews must be kept (and a business with open or confirmed bookings
 * stops it all with a 409); what businesses keep of them for their records (events with bookings,
 * reviews, messages) is kept as "Former customer" with nothing personal; everything else about
 * them goes. The Firebase account is deleted last inside the transaction, so a failure there
 * leaves the account as it was; once committed, every instance forgets the person's tokens and
 * ends their open streams.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  accounts,
  bookings,
  emailOutbox,
  emailPreferences,
  events,
  mailingListSubscribers,
  notifications,
  type PhotoRow,
} from '../../db/schema.ts';
import { endForDepartingOrganizer } from '../bookings/index.ts';
import { businessQueries, retireBusiness } from '../businesses/index.ts';
import { InvalidInputError } from '../errors.ts';
import type { Tx } from '../common/index.ts';
import { NOTIFICATIONS_CHANNEL } from '../notifications/index.ts';

export const FORMER_CUSTOMER = 'Former customer';
export const ACCOUNT_CLOSED_CHANNEL = 'account_closed';
const CLOSED_OWNER = 'closed-account';
const REMOVED_MESSAGE = 'This message was removed when its author closed their account.';
const CANCEL_REASON = 'The organiser closed their account.';

export interface Caller {
  uid: string;
  email: string;
}

export interface AccountDeletionDeps {
  db: Database;
  /** Deletes the sign-in account (firebase-admin); an account already gone is not an error. */
  deleteSignIn(uid: string): Promise<void>;
}

async function withdrawOpenBookings(tx: Tx, uid: string): Promise<void> {
  const open = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(and(eq(events.ownerUid, uid), inArray(bookings.status, ['requested', 'quoted', 'confirmed'])));
  for (const { id } of open) await endForDepartingOrganizer(tx, id, CANCEL_REASON);
}

/** Events businesses must keep (they have bookings) lose everything personal; the rest go. */
async function anonymiseEvents(tx: Tx, uid: string): Promise<void> {
  const mine = sql`(SELECT id FROM events WHERE owner_uid = ${uid})`;
  await tx.execute(sql`
    UPDATE booking_messages SET author_name = ${FORMER_CUSTOMER}, text = ${REMOVED_MESSAGE}
    WHERE author = 'organizer' AND booking_id IN (SELECT id FROM bookings WHERE event_id IN ${mine})
  `);
  await tx.execute(sql`UPDATE bookings SET request_message = '' WHERE event_id IN ${mine}`);
  await tx.execute(sql`
    UPDATE reviews SET author_name = ${FORMER_CUSTOMER}
    WHERE booking_id IN (SELECT id FROM bookings WHERE event_id IN ${mine})
  `);
  await tx.execute(sql`
    DELETE FROM events WHERE owner_uid = ${uid} AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.event_id = events.id)
  `);
  await tx.execute(sql`
    UPDATE events SET
      owner_uid = ${CLOSED_OWNER}, owner_email = '', owner_name = ${FORMER_CUSTOMER},
      title = type, address = 'Removed', child_name = '', notes = '', share_when_completed = false,
      status = CASE WHEN status IN ('draft', 'published') THEN 'cancelled' ELSE status END,
      published_at = coalesce(published_at, now()),
      cancelled_at = CASE WHEN status IN ('draft', 'published') THEN now() ELSE cancelled_at END,
      updated_at = now()
    WHERE owner_uid = ${uid}
  `);
}

export function createAccountDeletion({ db, deleteSignIn }: AccountDeletionDeps) {
  return {
    /**
     * Closes the caller's account once they typed their email address to confirm. Answers the
     * photos of deleted or closed businesses, whose files go once this has committed.
     */
    async close(caller: Caller, confirmEmail: string): Promise<Array<Pick<PhotoRow, 'id' | 'variants'>>> {
      const email = caller.email.toLowerCase();
      if (confirmEmail.trim().toLowerCase() !== email) {
        throw new InvalidInputError('confirmEmail: type the email address you sign in with to confirm.');
      }
      return db.orm.transaction(async (tx) => {
        const q = businessQueries(tx);
        const owned = await tx.execute(sql`
          SELECT id, name FROM businesses WHERE owner_uid = ${caller.uid} ORDER BY created_at, id FOR UPDATE
        `);
        const photos: Array<Pick<PhotoRow, 'id' | 'variants'>> = [];
        for (const business of (owned as unknown as { rows: Array<{ id: string; name: string }> }).rows) {
          photos.push(...(await retireBusiness(q, business)));
        }

        // The name first, so the notices the withdrawals send already say "Former customer".
        await tx.update(events).set({ ownerName: FORMER_CUSTOMER }).where(eq(events.ownerUid, caller.uid));
        await withdrawOpenBookings(tx, caller.uid);
        await anonymiseEvents(tx, caller.uid);

        await tx.delete(notifications).where(eq(notifications.recipientUid, caller.uid));
        await tx.delete(emailOutbox).where(eq(emailOutbox.recipientUid, caller.uid));
        // What they wrote to support through the contact form, found by its Reply-To as the export finds it.
        await tx.delete(emailOutbox).where(and(eq(emailOutbox.kind, 'contact'), eq(emailOutbox.replyTo, email)));
        await tx.delete(emailPreferences).where(eq(emailPreferences.uid, caller.uid));
        await tx.delete(mailingListSubscribers).where(eq(mailingListSubscribers.emailNormalized, email));
        await tx.delete(accounts).where(eq(accounts.uid, caller.uid));

        await tx.execute(sql`SELECT pg_notify(${ACCOUNT_CLOSED_CHANNEL}, ${caller.uid})`);
        await tx.execute(
          sql`SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify({ kind: 'closed', recipientUid: caller.uid, id: caller.uid })})`,
        );
        await deleteSignIn(caller.uid);
        return photos;
      });
    },
  };
}
