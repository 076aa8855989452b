/**
 * An owner's address as their account has it now (kept from their verified ID tokens, migration
 * 0016), or the copy made when the business or event was created while the account has none: an
 * owner who has not signed in since, such as demo or imported data.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export function currentEmailOf(ownerUid: AnyPgColumn | SQL, copiedEmail: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`coalesce((SELECT a.email FROM accounts a WHERE a.uid = ${ownerUid}), ${copiedEmail})`;
}
