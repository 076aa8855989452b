import { apiCall } from 'shared/kit';

/** An event as the caller may see it (its organizer, or a business with a booking or able to quote). */
export function getEvent(eventId: string) {
  return apiCall('get', '/api/events/{eventId}', { path: { eventId } });
}
