import { apiSend } from 'shared/api-client';

export async function markNotificationRead(id: string): Promise<void> {
  await apiSend(`/api/notification/${encodeURIComponent(id)}/read`, { method: 'PUT', body: { status: 'read' } });
}
