import { apiCall } from 'shared/kit';
import type { SearchQuery } from 'shared/contracts';
import { withoutFilter, type SearchFilters } from '../search-filters.ts';

/** `GET /api/public/search/free-days`: the same search on the days nearest its date. */
export function getFreeDays(filters: SearchFilters & { date: string }, signal?: AbortSignal) {
  // The filters stay the URL's text: the API judges them and says what is wrong.
  const query = withoutFilter(filters, 'sort') as Omit<SearchQuery, 'cursor' | 'limit'> & { date: string };
  return apiCall('get', '/api/public/search/free-days', { query, auth: false, signal });
}
