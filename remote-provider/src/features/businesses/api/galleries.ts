import { apiCall, apiCallEmpty } from 'shared/kit';

export type GalleryChange = { name: string; photoIds: string[] };

/** The business's galleries, each with its photos in order. */
export function listGalleries(businessId: string) {
  return apiCall('get', '/api/businesses/{businessId}/galleries', { path: { businessId } });
}

export function createGallery(businessId: string, body: GalleryChange) {
  return apiCall('post', '/api/businesses/{businessId}/galleries', { path: { businessId }, body });
}

export function updateGallery(businessId: string, galleryId: string, body: GalleryChange) {
  return apiCall('patch', '/api/businesses/{businessId}/galleries/{galleryId}', {
    path: { businessId, galleryId },
    body,
  });
}

export async function deleteGallery(businessId: string, galleryId: string): Promise<void> {
  await apiCallEmpty('delete', '/api/businesses/{businessId}/galleries/{galleryId}', {
    path: { businessId, galleryId },
  });
}
