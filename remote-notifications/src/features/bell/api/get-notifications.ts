import type { Notification } from 'shared/contracts';
import { apiCall } from 'shared/kit';

/** How many notifications one request brings (the API allows 1 to 100). */
export const NOTIFICATION_PAGE_SIZE = 50;

/**
 * One page of the signed-in user's notifications, newest first as the API orders them: the
 * newest, or with `before` (the `_id` of the oldest one already loaded) the next older ones.
 */
export async function getNotifications(userEmail: string, before?: string): Promise<Notification[]> {
  const body = await apiCall('get', '/api/notification/{userEmail}/User', {
    path: { userEmail },
    query: { limit: NOTIFICATION_PAGE_SIZE, ...(before && { before }) },
  });
  return Array.isArray(body) ? body : [];
}
