import { apiCall } from 'shared/kit';

export const REVIEWS_PAGE_SIZE = 5;

/** One page of a live business's reviews, newest first, each with the business's reply. A public read. */
export function listReviews(businessId: string, cursor: string | null) {
  return apiCall('get', '/api/public/businesses/{businessId}/reviews', {
    path: { businessId },
    query: { limit: REVIEWS_PAGE_SIZE, ...(cursor && { cursor }) },
    auth: false,
  });
}
