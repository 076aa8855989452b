import { apiRequest } from 'shared/api-client';
import type { CreateEventBody, EventView } from 'shared/contracts';

/** A new event, kept as a draft or published at once (`publish`). */
export function createEvent(body: CreateEventBody): Promise<EventView> {
  return apiRequest<EventView>('/api/events', { method: 'POST', body });
}
