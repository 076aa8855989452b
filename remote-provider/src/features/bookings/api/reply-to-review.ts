import { apiCall } from 'shared/kit';

/** The business's public answer to its review; there is one, so a second answers 409. */
export function replyToReview(bookingId: string, text: string) {
  return apiCall('post', '/api/bookings/{bookingId}/review/reply', { path: { bookingId }, body: { text } });
}
