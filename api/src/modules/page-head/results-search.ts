/**
 * The address the results screen fetches its first page from, for the results page's HTML to
 * preload: the search then starts with the page rather than once its scripts have run. The
 * browser reuses a preload only for the same address, so it is written as the site writes it
 * (host/src/features/search/search-filters.ts: these keys in this order, each value trimmed); a
 * test holds the two together.
 */
import { searchRequestFrom } from './results-photo.ts';

const SEARCH_PATH = '/api/public/search';
const FILTER_KEYS = ['q', 'category', 'postcode', 'date', 'age', 'children', 'sort'] as const;

/** The search's address for this query string, or undefined when its filters are not a valid search. */
export function resultsSearchPath(query: URLSearchParams): string | undefined {
  if (!searchRequestFrom(query)) return undefined;
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = query.get(key)?.trim();
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `${SEARCH_PATH}?${text}` : SEARCH_PATH;
}
