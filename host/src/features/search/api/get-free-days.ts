import { apiRequest } from 'shared/api-client';
import type { FreeDays } from 'shared/contracts';
import { filtersQuery, withoutFilter, type SearchFilters } from '../search-filters.ts';

/** `GET /api/public/search/free-days`: the same search on the days nearest its date. */
export function getFreeDays(filters: SearchFilters & { date: string }, signal?: AbortSignal) {
  const query = filtersQuery(withoutFilter(filters, 'sort'));
  return apiRequest<FreeDays>(`/api/public/search/free-days?${query}`, { auth: false, signal });
}
