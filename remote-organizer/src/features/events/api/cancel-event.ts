import { apiCall } from 'shared/kit';

/** Cancels the event and every open or confirmed booking on it. */
export function cancelEvent(eventId: string, reason: string) {
  const body = reason.trim() ? { reason: reason.trim() } : {};
  return apiCall('post', '/api/events/{eventId}/cancel', { path: { eventId }, body });
}
