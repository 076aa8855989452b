import { apiCall } from 'shared/kit';

/** The business's photos in their order. */
export function listPhotos(businessId: string) {
  return apiCall('get', '/api/businesses/{businessId}/photos', { path: { businessId } });
}
