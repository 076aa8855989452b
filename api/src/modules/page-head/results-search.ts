/**
 * The address the results screen fetches its first page from, for the results page's HTML to
 * preload: the search then starts with the page rather than once its scripts have run. The
 * browser reuses a preload only for the same address, so it is written as the site writes it
 * (host/src/features/search/search-filters.ts: the filters in their order, each value trimmed, then
 * the sort); a test holds the two together.
 */
import { resultsFilters } from './results-description.ts';
import { searchRequestFrom } from './results-photo.ts';

const SEARCH_PATH = '/api/public/search';

/** The search's address for this query string, or undefined when its filters are not a valid search. */
export function resultsSearchPath(query: URLSearchParams): string | undefined {
  if (!searchRequestFrom(query)) return undefined;
  const params = new URLSearchParams(Object.entries(resultsFilters(query)));
  const sort = query.get('sort')?.trim();
  if (sort) params.set('sort', sort);
  const text = params.toString();
  return text ? `${SEARCH_PATH}?${text}` : SEARCH_PATH;
}
