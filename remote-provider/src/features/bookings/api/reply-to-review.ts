import { apiRequest } from 'shared/api-client';
import type { Review } from 'shared/contracts';

/** The business's public answer to its review; there is one, so a second answers 409. */
export function replyToReview(bookingId: string, text: string): Promise<Review> {
  return apiRequest<Review>(`/api/bookings/${encodeURIComponent(bookingId)}/review/reply`, {
    method: 'POST',
    body: { text },
  });
}
