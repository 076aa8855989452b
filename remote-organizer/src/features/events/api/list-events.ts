import { apiRequest } from 'shared/api-client';
import type { EventList } from 'shared/contracts';

export type EventGroup = 'upcoming' | 'past' | 'drafts';

/** One page of the organizer's own events in a group: upcoming soonest first, past and drafts newest first. */
export function listEvents(when: EventGroup, cursor: string | null = null): Promise<EventList> {
  const query = new URLSearchParams({ when, limit: '20' });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<EventList>(`/api/events?${query}`);
}
