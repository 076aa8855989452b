import { apiRequest } from 'shared/api-client';
import type { PhotoList } from 'shared/contracts';

/** The business's photos in their order. */
export function listPhotos(businessId: string): Promise<PhotoList> {
  return apiRequest<PhotoList>(`/api/businesses/${encodeURIComponent(businessId)}/photos`);
}
