import { apiRequest } from 'shared/api-client';
import type { Notification } from 'shared/contracts';

/** How many notifications one request brings (the API allows 1 to 100). */
export const NOTIFICATION_PAGE_SIZE = 50;

function listPath(email: string, before?: string): string {
  const query = new URLSearchParams({ limit: String(NOTIFICATION_PAGE_SIZE) });
  if (before) query.set('before', before);
  return `/api/notification/${encodeURIComponent(email)}/User?${query}`;
}

/**
 * One page of the signed-in user's notifications, newest first as the API orders them: the
 * newest, or with `before` (the `_id` of the oldest one already loaded) the next older ones.
 */
export async function getNotifications(email: string, before?: string): Promise<Notification[]> {
  const body = await apiRequest<Notification[]>(listPath(email, before));
  return Array.isArray(body) ? body : [];
}
