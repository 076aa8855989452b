/**
 * Search as families use it (`/results`): validates what the query string's schema cannot
 * (postcode, calendar date, cursor), runs one page and shapes the same cards as the directory.
 */
import type { Database } from '../../db/database.ts';
import { CATEGORIES, type Category, coveringAreas, type CredentialType, showsBadge } from '../businesses/index.ts';
import { isCalendarDate, londonToday } from '../common/index.ts';
import { InvalidInputError } from '../errors.ts';
import { toPublicPhoto } from '../photos/index.ts';
import { decodeCursor, encodeCursor, SORTS, searchFingerprint, type Sort, type SortKey } from './search-cursor.ts';
import { createSearchRepository, type SearchFilters, type SearchRow } from './search-repository.ts';
import { searchWords } from './search-words.ts';

export interface SearchOptions {
  /** The URL browsers load a stored photo variant from (the photo storage's). */
  publicUrl: (key: string) => string;
  now?: () => Date;
}

export interface SearchRequest {
  q?: string | undefined;
  category?: string | undefined;
  postcode?: string | undefined;
  age?: number | undefined;
  children?: number | undefined;
  date?: string | undefined;
  sort?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

export const DEFAULT_LIMIT = 20;

function areaOf(postcode: string): SearchFilters['area'] {
  const areas = coveringAreas(postcode);
  if (!areas)
    throw new InvalidInputError(
      `postcode: "${postcode.trim()}" is not a UK postcode, postcode district (SW11) or area (BS).`,
    );
  const [district, area] = areas;
  return area === undefined ? { area: district! } : { district: district!, area };
}

/** `value` when it is one of `list`; the query string's schema already refused anything else. */
function oneOf<T extends string>(list: readonly T[], field: string, value: string | undefined): T | undefined {
  if (value === undefined) return undefined;
  if ((list as readonly string[]).includes(value)) return value as T;
  throw new InvalidInputError(`${field}: "${value}" is not one of ${list.join(', ')}.`);
}

function keyOf(sort: Sort, row: SearchRow): SortKey {
  switch (sort) {
    case 'relevance':
      return { sort, score: row.score, name: row.sortName, id: row.id };
    case 'rating':
      return { sort, average: row.ratingAverage, count: row.ratingCount, name: row.sortName, id: row.id };
    case 'price':
      return { sort, fromPence: row.fromPence, name: row.sortName, id: row.id };
  }
}

export function createSearch(db: Database, { publicUrl, now = () => new Date() }: SearchOptions) {
  const repository = createSearchRepository(db);

  return {
    async search(request: SearchRequest) {
      const words = searchWords(request.q);
      if (request.date !== undefined && !isCalendarDate(request.date)) {
        throw new InvalidInputError(
          `date: "${request.date}" is not a date; use YYYY-MM-DD, e.g. ${londonToday(now())}.`,
        );
      }
      const filters: SearchFilters = {
        words,
        category: oneOf(CATEGORIES, 'category', request.category),
        area: request.postcode === undefined ? undefined : areaOf(request.postcode),
        age: request.age,
        children: request.children,
        date: request.date,
      };
      const sort: Sort = oneOf(SORTS, 'sort', request.sort) ?? (words.length > 0 ? 'relevance' : 'rating');
      const limit = request.limit ?? DEFAULT_LIMIT;
      const fingerprint = searchFingerprint({ ...filters, sort });
      const after = request.cursor === undefined ? undefined : decodeCursor(request.cursor, sort, fingerprint);

      const rows = await repository.page({ filters, sort, after, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const today = londonToday(now());
      return {
        items: page.map((row) => ({
          id: row.id,
          name: row.name,
          slug: row.slug,
          categories: row.categories as Category[],
          baseTown: row.baseTown,
          priceFromPence: row.fromPence,
          rating: { average: Number(row.ratingAverage), count: row.ratingCount },
          badges: [
            ...new Set(
              row.credentials
                .filter((credential) =>
                  showsBadge(
                    {
                      type: credential.type as CredentialType,
                      status: credential.status,
                      expiresOn: credential.expiresOn,
                    },
                    today,
                  ),
                )
                .map((credential) => credential.type as CredentialType),
            ),
          ],
          photo: row.photo === null ? null : toPublicPhoto(row.photo, publicUrl),
        })),
        nextCursor:
          rows.length > limit && page.length > 0 ? encodeCursor(keyOf(sort, page.at(-1)!), fingerprint) : null,
      };
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
