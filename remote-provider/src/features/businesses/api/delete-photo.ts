import { apiCallEmpty } from 'shared/kit';

export async function deletePhoto(businessId: string, photoId: string): Promise<void> {
  await apiCallEmpty('delete', '/api/businesses/{businessId}/photos/{photoId}', { path: { businessId, photoId } });
}
