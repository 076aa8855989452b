import { apiCall } from 'shared/kit';

/** One gallery of a live business with its photos; 404 for any other. */
export function getGallery(galleryId: string, signal?: AbortSignal) {
  return apiCall('get', '/api/public/galleries/{galleryId}', { path: { galleryId }, auth: false, signal });
}
