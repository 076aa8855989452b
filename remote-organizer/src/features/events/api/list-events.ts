import { apiCall } from 'shared/kit';

export type EventGroup = 'upcoming' | 'past' | 'drafts';

/** One page of the organizer's own events in a group: upcoming soonest first, past and drafts newest first. */
export function listEvents(when: EventGroup, cursor: string | null = null) {
  return apiCall('get', '/api/events', { query: { when, limit: 20, ...(cursor && { cursor }) } });
}
