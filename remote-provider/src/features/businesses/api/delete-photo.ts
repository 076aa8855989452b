import { apiSend } from 'shared/api-client';

export async function deletePhoto(businessId: string, photoId: string): Promise<void> {
  await apiSend(`/api/businesses/${encodeURIComponent(businessId)}/photos/${encodeURIComponent(photoId)}`, {
    method: 'DELETE',
  });
}
