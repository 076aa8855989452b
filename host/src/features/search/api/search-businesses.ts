import { apiRequest } from 'shared/api-client';
import type { BusinessCardList } from 'shared/contracts';
import { filtersQuery, type SearchFilters } from '../search-filters.ts';

/** One page of `GET /api/public/search` for these filters: a visitor's call, no sign-in needed. */
export function searchBusinesses(filters: SearchFilters, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams(filtersQuery(filters));
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiRequest<BusinessCardList>(`/api/public/search${query ? `?${query}` : ''}`, { auth: false, signal });
}
