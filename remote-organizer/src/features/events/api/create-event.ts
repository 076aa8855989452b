import type { CreateEventBody } from 'shared/contracts';
import { apiCall } from 'shared/kit';

/** A new event, kept as a draft or published at once (`publish`). */
export function createEvent(body: CreateEventBody) {
  return apiCall('post', '/api/events', { body });
}
