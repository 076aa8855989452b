import type { UpdateEventBody } from 'shared/contracts';
import { apiCall } from 'shared/kit';

/** Changes an event's details; businesses with a live booking on it are told. */
export function updateEvent(eventId: string, body: UpdateEventBody) {
  return apiCall('patch', '/api/events/{eventId}', { path: { eventId }, body });
}
