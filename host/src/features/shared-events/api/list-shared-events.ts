import { apiRequest } from 'shared/api-client';
import type { SharedEventList } from 'shared/contracts';

/** Events shown per page of `/ourevents`. */
export const SHARED_EVENTS_PAGE = 12;

/** One page of the completed events their organizers share: a visitor's call, no sign-in needed. */
export function listSharedEvents(cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(SHARED_EVENTS_PAGE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<SharedEventList>(`/api/public/events?${params.toString()}`, { auth: false, signal });
}
