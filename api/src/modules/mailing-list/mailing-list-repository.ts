/** All SQL for mailing-list consent. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { mailingListSubscribers } from '../../db/schema.ts';

export interface Subscription {
  email: string;
  consentSource: string;
}

export function createMailingListRepository(db: Database) {
  return {
    /**
     * Records consent once per address. A repeat sign-up keeps the first consent's time and
     * source; returns whether a new row was written.
     */
    async subscribe({ email, consentSource }: Subscription): Promise<boolean> {
      const inserted = await db.orm
        .insert(mailingListSubscribers)
        .values({ email, emailNormalized: email.toLowerCase(), consentSource })
        .onConflictDoNothing({ target: mailingListSubscribers.emailNormalized })
        .returning({ id: mailingListSubscribers.id });
      return inserted.length > 0;
    },

    async findByEmail(email: string) {
      return db.orm
        .select()
        .from(mailingListSubscribers)
        .where(eq(mailingListSubscribers.emailNormalized, email.trim().toLowerCase()));
    },

    async count(): Promise<number> {
      const [row] = await db.orm.select({ count: sql<number>`count(*)::int` }).from(mailingListSubscribers);
      return row?.count ?? 0;
    },
  };
}

export type MailingListRepository = ReturnType<typeof createMailingListRepository>;
