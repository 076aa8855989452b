/** Which kinds of notification a person has emailed, keyed by account (uid) as notifications are. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { emailPreferences } from '../../db/schema.ts';
import type { EmailKind } from '../email/index.ts';

export type EmailSettingsByKind = Record<EmailKind, boolean>;

export const ALL_ON: EmailSettingsByKind = { quotes: true, bookings: true, messages: true, events: true };

export function createEmailPreferences(db: Database) {
  return {
    async get(uid: string): Promise<EmailSettingsByKind> {
      const [row] = await db.orm.select().from(emailPreferences).where(eq(emailPreferences.uid, uid));
      return row
        ? { quotes: row.quotes, bookings: row.bookings, messages: row.messages, events: row.events }
        : { ...ALL_ON };
    },

    /** Changes only the kinds given; answers the settings as saved. */
    async set(uid: string, change: Partial<EmailSettingsByKind>): Promise<EmailSettingsByKind> {
      const [row] = await db.orm
        .insert(emailPreferences)
        .values({ uid, ...change })
        .onConflictDoUpdate({ target: emailPreferences.uid, set: { ...change, updatedAt: sql`now()` } })
        .returning();
      return { quotes: row!.quotes, bookings: row!.bookings, messages: row!.messages, events: row!.events };
    },
  };
}

export type EmailPreferences = ReturnType<typeof createEmailPreferences>;
