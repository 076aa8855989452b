import { apiCall } from 'shared/kit';

/** An event as one of the caller's businesses may see it (the public part until booked); else 404. */
export function getEvent(eventId: string) {
  return apiCall('get', '/api/events/{eventId}', { path: { eventId } });
}
