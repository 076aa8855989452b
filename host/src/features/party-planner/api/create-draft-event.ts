import type { CreateEventBody } from 'shared/contracts';
import { apiCall } from 'shared/kit';

/** Saves an event as the signed-in organizer's draft (`publish: false`): no business hears of it yet. */
export function createDraftEvent(body: Omit<CreateEventBody, 'publish'>) {
  return apiCall('post', '/api/events', { body: { ...body, publish: false } });
}
