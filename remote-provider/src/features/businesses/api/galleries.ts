import { apiRequest, apiSend } from 'shared/api-client';
import type { OwnerGallery, OwnerGalleryList } from 'shared/contracts';

const galleriesPath = (businessId: string) => `/api/businesses/${encodeURIComponent(businessId)}/galleries`;
const galleryPath = (businessId: string, galleryId: string) =>
  `${galleriesPath(businessId)}/${encodeURIComponent(galleryId)}`;

export type GalleryChange = { name: string; photoIds: string[] };

/** The business's galleries, each with its photos in order. */
export function listGalleries(businessId: string): Promise<OwnerGalleryList> {
  return apiRequest<OwnerGalleryList>(galleriesPath(businessId));
}

export function createGallery(businessId: string, body: GalleryChange): Promise<OwnerGallery> {
  return apiRequest<OwnerGallery>(galleriesPath(businessId), { method: 'POST', body });
}

export function updateGallery(businessId: string, galleryId: string, body: GalleryChange): Promise<OwnerGallery> {
  return apiRequest<OwnerGallery>(galleryPath(businessId, galleryId), { method: 'PATCH', body });
}

export async function deleteGallery(businessId: string, galleryId: string): Promise<void> {
  await apiSend(galleryPath(businessId, galleryId), { method: 'DELETE' });
}
