import { apiRequest } from 'shared/api-client';
import type { EventView } from 'shared/contracts';

/** An event as the caller may see it (its organizer, or a business with a booking or able to quote). */
export function getEvent(eventId: string): Promise<EventView> {
  return apiRequest<EventView>(`/api/events/${encodeURIComponent(eventId)}`);
}
