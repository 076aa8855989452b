/** Keyset pages: a page asks for one row more than its limit, and that row says whether another follows. */

export interface Page {
  limit: number;
  /** The id of the last row of the previous page. */
  cursor?: string | undefined;
}

export function pageOf<T extends { id: string }>(rows: T[], limit: number): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
}
