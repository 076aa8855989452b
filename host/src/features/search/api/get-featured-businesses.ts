import { apiRequest } from 'shared/api-client';
import type { BusinessCardList } from 'shared/contracts';

export const FEATURED_COUNT = 3;

/** A few live businesses for the home page: the best rated of the search, everywhere. */
export async function getFeaturedBusinesses(signal?: AbortSignal) {
  const page = await apiRequest<BusinessCardList>(`/api/public/search?sort=rating&limit=${FEATURED_COUNT}`, {
    auth: false,
    signal,
  });
  return page.items;
}
