/**
 * The opaque cursor of a search page: the sort's key of the last card shown and its id, tied to
 * the search it came from, so a cursor pasted onto another search is refused rather than
 * silently skipping or repeating results.
 */
import { createHash } from 'node:crypto';
import { InvalidInputError } from '../errors.ts';

export const SORTS = ['relevance', 'rating', 'price'] as const;
export type Sort = (typeof SORTS)[number];

/** Where a page ended, in the sort's order; `id` breaks every tie. */
export type SortKey =
  | { sort: 'relevance'; score: number; name: string; id: string }
  | { sort: 'rating'; average: string; count: number; name: string; id: string }
  | { sort: 'price'; fromPence: number; name: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL = /^\d{1,3}(\.\d{1,2})?$/;

/** A short digest of everything that decides which businesses match and in what order. */
export function searchFingerprint(search: object): string {
  return createHash('sha256').update(JSON.stringify(search)).digest('base64url').slice(0, 12);
}

function keyValues(key: SortKey): unknown[] {
  switch (key.sort) {
    case 'relevance':
      return [key.score, key.name, key.id];
    case 'rating':
      return [key.average, key.count, key.name, key.id];
    case 'price':
      return [key.fromPence, key.name, key.id];
  }
}

export function encodeCursor(key: SortKey, fingerprint: string): string {
  return Buffer.from(JSON.stringify([key.sort, fingerprint, ...keyValues(key)])).toString('base64url');
}

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 200;
const isId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

function keyOf(sort: unknown, values: unknown[]): SortKey | undefined {
  if (sort === 'relevance' && values.length === 3) {
    const [score, name, id] = values;
    if (isInt(score) && isText(name) && isId(id)) return { sort, score, name, id };
  }
  if (sort === 'rating' && values.length === 4) {
    const [average, count, name, id] = values;
    if (typeof average === 'string' && DECIMAL.test(average) && isInt(count) && isText(name) && isId(id)) {
      return { sort, average, count, name, id };
    }
  }
  if (sort === 'price' && values.length === 3) {
    const [fromPence, name, id] = values;
    if (isInt(fromPence) && isText(name) && isId(id)) return { sort, fromPence, name, id };
  }
  return undefined;
}

/** The key a cursor carries; a 400 naming `cursor` when it is not one this search gave out. */
export function decodeCursor(cursor: string, sort: Sort, fingerprint: string): SortKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const [cursorSort, cursorFingerprint, ...values] = Array.isArray(parsed) ? parsed : [];
  const key = keyOf(cursorSort, values);
  if (!key) throw new InvalidInputError('cursor is not one this search gave out; start again from the first page.');
  if (key.sort !== sort || cursorFingerprint !== fingerprint) {
    throw new InvalidInputError('cursor belongs to a different search or sort; start again from the first page.');
  }
  return key;
}
