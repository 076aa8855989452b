import { apiCall } from 'shared/kit';

export const FEATURED_COUNT = 3;

/** A few live businesses for the home page: the best rated of the search, everywhere. */
export async function getFeaturedBusinesses(signal?: AbortSignal) {
  const page = await apiCall('get', '/api/public/search', {
    query: { sort: 'rating', limit: FEATURED_COUNT },
    auth: false,
    signal,
  });
  return page.items;
}
