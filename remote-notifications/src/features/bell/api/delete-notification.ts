import { apiCallEmpty } from 'shared/kit';

export async function deleteNotification(notificationId: string): Promise<void> {
  await apiCallEmpty('delete', '/api/notification/{notificationId}', { path: { notificationId } });
}
