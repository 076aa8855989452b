import { apiCall } from 'shared/kit';

export async function markNotificationRead(notificationId: string): Promise<void> {
  await apiCall('put', '/api/notification/{notificationId}/read', {
    path: { notificationId },
    body: { status: 'read' },
  });
}
