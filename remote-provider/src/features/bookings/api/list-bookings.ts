import type { BookingStatus } from 'shared/contracts';
import { apiCall } from 'shared/kit';

export type BookingFilter = { status?: BookingStatus | null; businessId?: string | null; limit?: number };

/** One page of the threads of the caller's businesses, newest activity first. */
export function listBookings(filter: BookingFilter, cursor?: string | null) {
  return apiCall('get', '/api/bookings', {
    query: {
      as: 'business',
      ...(filter.status && { status: filter.status }),
      ...(filter.businessId && { businessId: filter.businessId }),
      ...(filter.limit && { limit: filter.limit }),
      ...(cursor && { cursor }),
    },
  });
}
