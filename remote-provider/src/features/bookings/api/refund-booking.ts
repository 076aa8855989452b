import { apiCall } from 'shared/kit';

/** The business refunds a completed booking; the family is told, and the month's bills follow. */
export function refundBooking(bookingId: string, reason: string) {
  return apiCall('post', '/api/bookings/{bookingId}/refund', { path: { bookingId }, body: { reason } });
}
