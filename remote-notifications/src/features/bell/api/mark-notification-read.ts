import { apiRequest } from 'shared/api-client';

export async function markNotificationRead(id: string): Promise<void> {
  await apiRequest(`/api/notification/${encodeURIComponent(id)}/read`, { method: 'PUT', body: { status: 'read' } });
}
