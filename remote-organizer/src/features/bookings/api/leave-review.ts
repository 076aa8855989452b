import { apiRequest } from 'shared/api-client';
import type { Review, ReviewBody } from 'shared/contracts';

/** The organizer's one review of a completed booking. */
export function leaveReview(bookingId: string, body: ReviewBody): Promise<Review> {
  return apiRequest<Review>(`/api/bookings/${encodeURIComponent(bookingId)}/review`, { method: 'POST', body });
}
