import { apiCall } from 'shared/kit';

/** One of the caller's businesses; someone else's answers 404 like a missing one. */
export function getBusiness(businessId: string) {
  return apiCall('get', '/api/businesses/{businessId}', { path: { businessId } });
}
