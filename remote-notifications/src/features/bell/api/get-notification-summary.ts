import { API_ERROR_MESSAGES, ApiError } from 'shared/api-client';
import type { NotificationSummary } from 'shared/contracts';
import { apiCall } from 'shared/kit';

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** How many notifications the signed-in user has, and how many of them are unread: all of them, not one page. */
export async function getNotificationSummary(userEmail: string): Promise<NotificationSummary> {
  // Checked, not trusted: the badge must never show a count that is not one.
  const body: unknown = await apiCall('get', '/api/notification/{userEmail}/User/summary', { path: { userEmail } });
  if (
    body &&
    typeof body === 'object' &&
    'unread' in body &&
    'total' in body &&
    isCount(body.unread) &&
    isCount(body.total)
  ) {
    return { unread: body.unread, total: body.total };
  }
  throw new ApiError(API_ERROR_MESSAGES.unexpected('the notification summary is not {unread, total}'));
}
