import { apiRequest } from 'shared/api-client';
import type { ReviewList } from 'shared/contracts';

export const REVIEWS_PAGE_SIZE = 5;

/** One page of a live business's reviews, newest first, each with the business's reply. A public read. */
export function listReviews(businessId: string, cursor: string | null): Promise<ReviewList> {
  const query = new URLSearchParams({ limit: String(REVIEWS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<ReviewList>(`/api/public/businesses/${encodeURIComponent(businessId)}/reviews?${query}`, {
    auth: false,
  });
}
