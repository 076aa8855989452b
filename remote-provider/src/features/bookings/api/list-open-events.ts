import { apiCall } from 'shared/kit';

/** A page of Find events: open events the caller's live businesses may quote on, soonest first. */
export function listOpenEvents(cursor?: string | null) {
  return apiCall('get', '/api/open-events', { query: { ...(cursor && { cursor }) } });
}
