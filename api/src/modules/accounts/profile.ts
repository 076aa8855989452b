/**
 * A person's profile: display name and phone, each checked here with a message naming the field
 * (migration 0013 holds the same limits). A new display name is also the name on the person's
 * events, so every business they deal with, and every notification about them, uses it from then on.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { accounts, events } from '../../db/schema.ts';
import { InvalidInputError } from '../errors.ts';
import { firstNameFromEmail } from '../events/index.ts';

export const DISPLAY_NAME_MAX = 60;
export const PHONE_MAX = 20;

export interface Profile {
  displayName: string | null;
  /** What others see while no display name is set. */
  nameShown: string;
  phone: string | null;
}

export interface ProfileChange {
  displayName?: string | null | undefined;
  phone?: string | null | undefined;
}

/** Empty means "remove"; otherwise 1–60 characters with no control characters. */
export function checkDisplayName(raw: string | null): string | null {
  if (raw === null) return null;
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name === '') return null;
  if (name.length > DISPLAY_NAME_MAX) {
    throw new InvalidInputError(`displayName: must be at most ${DISPLAY_NAME_MAX} characters.`);
  }
  if (/[\p{Cc}<>]/u.test(name)) throw new InvalidInputError('displayName: must not contain < > or control characters.');
  return name;
}

/** A UK number, landline or mobile, written 01174960000, 0117 496 0000 or +44 117 496 0000. */
export function checkPhone(raw: string | null): string | null {
  if (raw === null) return null;
  const phone = raw.trim().replace(/\s+/g, ' ');
  if (phone === '') return null;
  const digits = phone.replace(/[ ()-]/g, '');
  if (phone.length > PHONE_MAX || !/^(?:0\d{9,10}|\+44\d{9,10})$/.test(digits)) {
    throw new InvalidInputError('phone: enter a UK phone number, such as 07700 900123 or +44 117 496 0000.');
  }
  return phone;
}

export function createProfiles(db: Database) {
  async function get(caller: { uid: string; email: string }): Promise<Profile> {
    const [row] = await db.orm.select().from(accounts).where(eq(accounts.uid, caller.uid));
    const displayName = row?.displayName ?? null;
    return { displayName, nameShown: displayName ?? firstNameFromEmail(caller.email), phone: row?.phone ?? null };
  }

  return {
    get,

    async update(caller: { uid: string; email: string }, change: ProfileChange): Promise<Profile> {
      const values: { displayName?: string | null; phone?: string | null } = {};
      if (change.displayName !== undefined) values.displayName = checkDisplayName(change.displayName);
      if (change.phone !== undefined) values.phone = checkPhone(change.phone);
      await db.orm.transaction(async (tx) => {
        const [row] = await tx
          .insert(accounts)
          .values({ uid: caller.uid, ...values })
          .onConflictDoUpdate({ target: accounts.uid, set: { ...values, updatedAt: sql`now()` } })
          .returning();
        if (values.displayName !== undefined) {
          await tx
            .update(events)
            .set({ ownerName: row!.displayName ?? firstNameFromEmail(caller.email) })
            .where(eq(events.ownerUid, caller.uid));
        }
      });
      return get(caller);
    },
  };
}
