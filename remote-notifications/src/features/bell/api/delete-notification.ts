import { apiSend } from 'shared/api-client';

export async function deleteNotification(id: string): Promise<void> {
  await apiSend(`/api/notification/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
