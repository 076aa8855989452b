/**
 * Claiming due rows for the timed sweep, in the repositories: raw SQL inside the sweep's
 * transaction (the drivers differ in what `execute` returns, but both carry rows).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from './transaction.ts';

/** Runs a claiming SELECT and returns the ids it locked. */
export async function claimedIds(tx: Tx, query: SQL): Promise<string[]> {
  const { rows } = (await tx.execute(query)) as unknown as { rows: Array<{ id: string }> };
  return rows.map((row) => row.id);
}

/** `column <> ALL(ids)`, or nothing to exclude. */
export function notAmong(column: SQL, ids: readonly string[]): SQL {
  return ids.length === 0 ? sql`true` : sql`${column} <> ALL(${`{${ids.join(',')}}`}::uuid[])`;
}
