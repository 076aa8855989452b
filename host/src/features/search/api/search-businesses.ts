import { apiRequest } from 'shared/api-client';
import type { BusinessCardList } from 'shared/contracts';
import { searchApiPath, type SearchFilters } from '../search-filters.ts';

/** One page of `GET /api/public/search` for these filters: a visitor's call, no sign-in needed. */
export function searchBusinesses(filters: SearchFilters, cursor: string | null, signal?: AbortSignal) {
  return apiRequest<BusinessCardList>(searchApiPath(filters, cursor), { auth: false, signal });
}
