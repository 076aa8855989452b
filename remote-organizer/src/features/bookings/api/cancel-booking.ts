import { apiCall } from 'shared/kit';

/** Cancels a confirmed booking, with the reason the business is told. */
export function cancelBooking(bookingId: string, reason: string) {
  return apiCall('post', '/api/bookings/{bookingId}/cancel', { path: { bookingId }, body: { reason } });
}
