import { apiRequest } from 'shared/api-client';

export async function deleteNotification(id: string): Promise<void> {
  await apiRequest(`/api/notification/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
