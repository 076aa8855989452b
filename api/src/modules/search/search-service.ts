/**
 * Search as families use it (`/results`): validates what the query string's schema cannot
 * (postcode, calendar date, cursor), runs one page and shapes the same cards as the directory.
 */
import type { Database } from '../../db/database.ts';
import { CATEGORIES, type Category, coveringAreas, type CredentialType, showsBadge } from '../businesses/index.ts';
import { addDays, isCalendarDate, londonToday } from '../common/index.ts';
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

/** How far either side of a day that found nothing `freeDays` looks, and how much it gives back. */
export const FREE_DAYS = { reach: 7, days: 3, perDay: 3 } as const;

/** The days nearest `date` first, alternating after and before; none before `today`. */
export function daysAround(date: string, today: string, reach: number): string[] {
  const days: string[] = [];
  for (let offset = 1; offset <= reach; offset++) {
    for (const day of [addDays(date, offset), addDays(date, -offset)]) if (day >= today) days.push(day);
  }
  return days;
}

export function createSearch(db: Database, { publicUrl, now = () => new Date() }: SearchOptions) {
  const repository = createSearchRepository(db);

  function filtersOf(request: SearchRequest): SearchFilters {
    if (request.date !== undefined && !isCalendarDate(request.date)) {
      throw new InvalidInputError(`date: "${request.date}" is not a date; use YYYY-MM-DD, e.g. ${londonToday(now())}.`);
    }
    return {
      words: searchWords(request.q),
      category: oneOf(CATEGORIES, 'category', request.category),
      area: request.postcode === undefined ? undefined : areaOf(request.postcode),
      age: request.age,
      children: request.children,
      date: request.date,
    };
  }

  const sortOf = (request: SearchRequest, filters: SearchFilters): Sort =>
    oneOf(SORTS, 'sort', request.sort) ?? (filters.words.length > 0 ? 'relevance' : 'rating');

  function cardOf(row: SearchRow, today: string) {
    return {
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
    };
  }

  return {
    async search(request: SearchRequest) {
      const filters = filtersOf(request);
      const sort = sortOf(request, filters);
      const limit = request.limit ?? DEFAULT_LIMIT;
      const fingerprint = searchFingerprint({ ...filters, sort });
      const after = request.cursor === undefined ? undefined : decodeCursor(request.cursor, sort, fingerprint);

      const rows = await repository.page({ filters, sort, after, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const today = londonToday(now());
      return {
        items: page.map((row) => cardOf(row, today)),
        nextCursor:
          rows.length > limit && page.length > 0 ? encodeCursor(keyOf(sort, page.at(-1)!), fingerprint) : null,
      };
    },

    /**
     * For a search that found nothing on its date: the nearest days on which the same search
     * finds someone free (a magician free on the Sunday when the Saturday is taken). One page of
     * a few cards a day, tried day by day, nearest first, until enough days have answered.
     */
    async freeDays(request: SearchRequest & { date: string }) {
      const filters = filtersOf(request);
      const sort = sortOf(request, filters);
      const today = londonToday(now());
      const days: { date: string; items: ReturnType<typeof cardOf>[] }[] = [];
      for (const date of daysAround(request.date, today, FREE_DAYS.reach)) {
        const rows = await repository.page({
          filters: { ...filters, date },
          sort,
          after: undefined,
          limit: FREE_DAYS.perDay,
        });
        if (rows.length > 0) days.push({ date, items: rows.map((row) => cardOf(row, today)) });
        if (days.length === FREE_DAYS.days) break;
      }
      return { days };
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
