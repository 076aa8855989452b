import type { SearchQuery } from 'shared/contracts';

/** The filters of `/results` that live in its URL, in the order they are written there. */
export const FILTER_KEYS = ['q', 'category', 'postcode', 'date', 'age', 'children', 'sort'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * The filters as the URL holds them: text, left for the API to judge, so a hand-edited address
 * (`?age=ten`) gets the API's own message rather than being quietly dropped.
 */
export type SearchFilters = Partial<Record<FilterKey, string>>;

// A compile-time check that every filter is one the search takes.
const filterKeysAreSearchKeys: readonly (keyof SearchQuery)[] = FILTER_KEYS;
void filterKeysAreSearchKeys;

export function filtersFrom(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The query string of `filters` (no `?`), keys in a fixed order so one search has one address. */
export function filtersQuery(filters: SearchFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params.toString();
}

/**
 * The API's address for one page of the search for `filters`. The results page's HTML preloads
 * the first page at this very address (api/src/modules/page-head/results-search.ts), so the two
 * must write it alike: a test holds them together.
 */
export function searchApiPath(filters: SearchFilters, cursor: string | null = null): string {
  const params = new URLSearchParams(filtersQuery(filters));
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return `/api/public/search${query ? `?${query}` : ''}`;
}

export function resultsPath(filters: SearchFilters): string {
  const query = filtersQuery(filters);
  return query ? `/results?${query}` : '/results';
}

export function withoutFilter(filters: SearchFilters, key: FilterKey): SearchFilters {
  const { [key]: _removed, ...rest } = filters;
  return rest;
}

/** The filters that narrow the search (sort only orders it). */
export function narrowingFilters(filters: SearchFilters): FilterKey[] {
  return FILTER_KEYS.filter((key) => key !== 'sort' && filters[key] !== undefined);
}
