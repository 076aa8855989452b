import { API_ERROR_MESSAGES, ApiError, apiRequest } from 'shared/api-client';
import type { NotificationSummary } from 'shared/contracts';

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** How many notifications the signed-in user has, and how many of them are unread: all of them, not one page. */
export async function getNotificationSummary(email: string): Promise<NotificationSummary> {
  const body = await apiRequest<unknown>(`/api/notification/${encodeURIComponent(email)}/User/summary`);
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
