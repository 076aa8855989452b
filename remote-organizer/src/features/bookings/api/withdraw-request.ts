import { apiCall } from 'shared/kit';

/** The organizer withdraws a request still open (requested or quoted). */
export function withdrawRequest(bookingId: string) {
  return apiCall('post', '/api/bookings/{bookingId}/withdraw', { path: { bookingId } });
}
