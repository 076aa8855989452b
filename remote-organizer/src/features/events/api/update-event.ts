import { apiRequest } from 'shared/api-client';
import type { EventView, UpdateEventBody } from 'shared/contracts';

/** Changes an event's details; businesses with a live booking on it are told. */
export function updateEvent(eventId: string, body: UpdateEventBody): Promise<EventView> {
  return apiRequest<EventView>(`/api/events/${encodeURIComponent(eventId)}`, { method: 'PATCH', body });
}
