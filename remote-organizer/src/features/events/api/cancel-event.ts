import { apiRequest } from 'shared/api-client';
import type { EventView } from 'shared/contracts';

/** Cancels the event and every open or confirmed booking on it. */
export function cancelEvent(eventId: string, reason: string): Promise<EventView> {
  const body = reason.trim() ? { reason: reason.trim() } : {};
  return apiRequest<EventView>(`/api/events/${encodeURIComponent(eventId)}/cancel`, { method: 'POST', body });
}
