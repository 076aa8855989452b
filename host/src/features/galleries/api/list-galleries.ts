import { apiCall } from 'shared/kit';

export const GALLERIES_PER_PAGE = 12;

/** One page of the galleries of live businesses, newest first; a visitor's call. */
export function listGalleries(cursor: string | null, signal?: AbortSignal) {
  return apiCall('get', '/api/public/galleries', {
    query: { limit: GALLERIES_PER_PAGE, ...(cursor && { cursor }) },
    auth: false,
    signal,
  });
}
