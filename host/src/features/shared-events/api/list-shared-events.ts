import { apiCall } from 'shared/kit';

/** Events shown per page of `/ourevents`. */
export const SHARED_EVENTS_PAGE = 12;

/** One page of the completed events their organizers share: a visitor's call, no sign-in needed. */
export function listSharedEvents(cursor: string | null, signal?: AbortSignal) {
  return apiCall('get', '/api/public/events', {
    query: { limit: SHARED_EVENTS_PAGE, ...(cursor && { cursor }) },
    auth: false,
    signal,
  });
}
