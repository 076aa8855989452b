import { apiCall } from 'shared/kit';

/** Every one of the business's photo ids, in the new order. */
export function orderPhotos(businessId: string, photoIds: string[]) {
  return apiCall('put', '/api/businesses/{businessId}/photos/order', { path: { businessId }, body: { photoIds } });
}
