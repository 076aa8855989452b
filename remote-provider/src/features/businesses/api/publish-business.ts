import { apiCall } from 'shared/kit';

/** Draft or paused → live; the server refuses (409, naming what is missing) an incomplete one. */
export function publishBusiness(businessId: string) {
  return apiCall('post', '/api/businesses/{businessId}/publish', { path: { businessId } });
}
