import { apiRequest } from 'shared/api-client';
import type { BookingList, BookingStatus } from 'shared/contracts';

export type BookingFilter = { status?: BookingStatus | null; businessId?: string | null; limit?: number };

/** One page of the threads of the caller's businesses, newest activity first. */
export function listBookings(filter: BookingFilter, cursor?: string | null): Promise<BookingList> {
  const query = new URLSearchParams({ as: 'business' });
  if (filter.status) query.set('status', filter.status);
  if (filter.businessId) query.set('businessId', filter.businessId);
  if (filter.limit) query.set('limit', String(filter.limit));
  if (cursor) query.set('cursor', cursor);
  return apiRequest<BookingList>(`/api/bookings?${query.toString()}`);
}
