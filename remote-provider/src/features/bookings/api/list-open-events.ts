import { apiRequest } from 'shared/api-client';
import type { OpenEventList } from 'shared/contracts';

/** A page of Find events: open events the caller's live businesses may quote on, soonest first. */
export function listOpenEvents(cursor?: string | null): Promise<OpenEventList> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<OpenEventList>(`/api/open-events${query}`);
}
