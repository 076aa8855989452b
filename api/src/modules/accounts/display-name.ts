/**
 * The name a business, messages and reviews show for an organizer: the display name they chose on
 * their account, or until they choose one, the first word of their email's local part.
 */
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { accounts } from '../../db/schema.ts';
import { firstNameFromEmail } from '../events/index.ts';

type Executor = Pick<Orm, 'select'>;

export async function organizerName(run: Executor, caller: { uid: string; email: string }): Promise<string> {
  const [row] = await run
    .select({ displayName: accounts.displayName })
    .from(accounts)
    .where(eq(accounts.uid, caller.uid));
  return row?.displayName ?? firstNameFromEmail(caller.email);
}
