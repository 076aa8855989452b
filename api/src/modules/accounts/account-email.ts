/**
 * The account's current email address, kept on its `accounts` row: notifications, email settings
 * and emails are addressed to the uid, and whatever needs an address (the outbox, the contact a
 * confirmed booking shows) reads it from there. The verified ID token is the truth, so every
 * authenticated call offers the token's address; this instance writes it once per token it has
 * not seen before (tokens live an hour), and the statement changes the row only when the address
 * differs and no newer token has spoken since: a token issued before a change, still valid for the
 * rest of its hour, never writes the old address back, whichever instance it reaches.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { normalizeEmail } from '../email-address.ts';

export interface TokenAddress {
  uid: string;
  email: string;
  /** The token's `iat`, in seconds since the epoch. */
  issuedAt: number;
}

export interface AccountEmails {
  /** Records the token's address on the account unless this instance already offered this one. */
  remember(token: TokenAddress): Promise<void>;
  /**
   * The account an address belongs to: the one account holding it, else the sign-in service's
   * answer (recorded), else undefined.
   */
  uidFor(email: string): Promise<string | undefined>;
  /** Whether the account `uid` is still here (a closed one is not). */
  has(uid: string): Promise<boolean>;
  /** Forgets what this instance saw of `uid` (an account just closed). */
  forget(uid: string): void;
}

/** Asks the sign-in service (firebase-admin) which account has the address; undefined when none does. */
export type LookUpSignIn = (email: string) => Promise<{ uid: string; email: string } | undefined>;

// Enough for every account active within an hour on one instance; the oldest is dropped beyond it.
const SEEN_MAX = 10_000;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function createAccountEmails(db: Database, lookUpSignIn?: LookUpSignIn): AccountEmails {
  // uid → the newest token this instance offered: its address and when it was issued.
  const seen = new Map<string, { email: string; issuedAt: number }>();

  const record = async (uid: string, email: string, issuedAt: SQL) => {
    await db.orm.execute(sql`
      INSERT INTO accounts (uid, email, email_issued_at) VALUES (${uid}, ${email}, ${issuedAt})
      ON CONFLICT (uid) DO UPDATE SET email = EXCLUDED.email, email_issued_at = EXCLUDED.email_issued_at,
        updated_at = now()
      WHERE accounts.email IS DISTINCT FROM EXCLUDED.email
        AND (accounts.email_issued_at IS NULL OR accounts.email_issued_at <= EXCLUDED.email_issued_at)
    `);
  };

  return {
    async remember({ uid, email, issuedAt }) {
      const address = normalizeEmail(email);
      const last = seen.get(uid);
      // The same token again, or one older than a token already offered: nothing new to say.
      if (last && (last.issuedAt > issuedAt || (last.issuedAt === issuedAt && last.email === address))) return;
      await record(uid, address, sql`to_timestamp(${issuedAt}::float8)`);
      seen.delete(uid);
      if (seen.size >= SEEN_MAX) seen.delete(seen.keys().next().value as string);
      seen.set(uid, { email: address, issuedAt });
    },

    async uidFor(raw) {
      const email = normalizeEmail(raw);
      const held = rowsOf<{ uid: string }>(
        await db.orm.execute(sql`SELECT uid FROM accounts WHERE email = ${email} LIMIT 2`),
      );
      if (held.length === 1) return held[0]!.uid;
      const account = await lookUpSignIn?.(email);
      if (!account) return undefined;
      // The service's answer is as of now: tokens issued before it do not overwrite it.
      await record(account.uid, normalizeEmail(account.email), sql`now()`);
      return account.uid;
    },

    async has(uid) {
      return rowsOf(await db.orm.execute(sql`SELECT 1 FROM accounts WHERE uid = ${uid}`)).length > 0;
    },

    forget(uid) {
      seen.delete(uid);
    },
  };
}
