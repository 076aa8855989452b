import { apiRequest } from 'shared/api-client';
import type { PhotoList } from 'shared/contracts';

/** Every one of the business's photo ids, in the new order. */
export function orderPhotos(businessId: string, photoIds: string[]): Promise<PhotoList> {
  return apiRequest<PhotoList>(`/api/businesses/${encodeURIComponent(businessId)}/photos/order`, {
    method: 'PUT',
    body: { photoIds },
  });
}
