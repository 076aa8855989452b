import { apiRequest } from 'shared/api-client';
import type { Photo } from 'shared/contracts';

export function updatePhotoAlt(businessId: string, photoId: string, alt: string): Promise<Photo> {
  return apiRequest<Photo>(`/api/businesses/${encodeURIComponent(businessId)}/photos/${encodeURIComponent(photoId)}`, {
    method: 'PATCH',
    body: { alt },
  });
}
