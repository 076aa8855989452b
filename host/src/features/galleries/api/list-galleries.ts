import { apiRequest } from 'shared/api-client';
import type { PublicGalleryList } from 'shared/contracts';

export const GALLERIES_PER_PAGE = 12;

/** One page of the galleries of live businesses, newest first; a visitor's call. */
export function listGalleries(cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(GALLERIES_PER_PAGE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<PublicGalleryList>(`/api/public/galleries?${params}`, { auth: false, signal });
}
