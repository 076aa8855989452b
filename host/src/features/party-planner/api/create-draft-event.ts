import { apiRequest } from 'shared/api-client';
import type { CreateEventBody, EventView } from 'shared/contracts';

/** Saves an event as the signed-in organizer's draft (`publish: false`): no business hears of it yet. */
export function createDraftEvent(body: Omit<CreateEventBody, 'publish'>) {
  return apiRequest<EventView>('/api/events', { method: 'POST', body: { ...body, publish: false } });
}
