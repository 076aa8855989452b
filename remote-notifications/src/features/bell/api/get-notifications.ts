import { apiRequest } from 'shared/api-client';
import type { Notification } from 'shared/contracts';

/** The signed-in user's notifications, newest first as the API orders them. */
export async function getNotifications(email: string): Promise<Notification[]> {
  const body = await apiRequest<Notification[]>(`/api/notification/${encodeURIComponent(email)}/User`);
  return Array.isArray(body) ? body : [];
}
