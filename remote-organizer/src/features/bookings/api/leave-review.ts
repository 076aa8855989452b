import type { ReviewBody } from 'shared/contracts';
import { apiCall } from 'shared/kit';

/** The organizer's one review of a completed booking. */
export function leaveReview(bookingId: string, body: ReviewBody) {
  return apiCall('post', '/api/bookings/{bookingId}/review', { path: { bookingId }, body });
}
