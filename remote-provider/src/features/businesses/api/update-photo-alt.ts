import { apiCall } from 'shared/kit';

export function updatePhotoAlt(businessId: string, photoId: string, alt: string) {
  return apiCall('patch', '/api/businesses/{businessId}/photos/{photoId}', {
    path: { businessId, photoId },
    body: { alt },
  });
}
