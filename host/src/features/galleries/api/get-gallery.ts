import { apiRequest } from 'shared/api-client';
import type { PublicGallery } from 'shared/contracts';

/** One gallery of a live business with its photos; 404 for any other. */
export function getGallery(galleryId: string, signal?: AbortSignal) {
  return apiRequest<PublicGallery>(`/api/public/galleries/${encodeURIComponent(galleryId)}`, { auth: false, signal });
}
