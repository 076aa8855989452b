import { apiCall } from 'shared/kit';

/** A page of the caller's businesses, for choosing whose bookings to show. */
export function listMyBusinesses(cursor?: string | null) {
  return apiCall('get', '/api/businesses', { query: { limit: 100, ...(cursor && { cursor }) } });
}
