import { apiRequest } from 'shared/api-client';
import type { EventView } from 'shared/contracts';

/** A draft made public: businesses may be asked to quote, and matching ones hear of it. */
export function publishEvent(eventId: string): Promise<EventView> {
  return apiRequest<EventView>(`/api/events/${encodeURIComponent(eventId)}/publish`, { method: 'POST' });
}
