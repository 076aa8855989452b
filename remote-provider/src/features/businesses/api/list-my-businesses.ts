import { apiCall } from 'shared/kit';

/** One page of the caller's businesses; pass the previous page's `nextCursor` for the next. */
export function listMyBusinesses(cursor?: string | null) {
  return apiCall('get', '/api/businesses', { query: { ...(cursor && { cursor }) } });
}
