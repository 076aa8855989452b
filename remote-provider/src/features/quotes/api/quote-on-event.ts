import { apiRequest } from 'shared/api-client';
import type { BookingView, EventQuoteBody } from 'shared/contracts';

/** Quotes on an open event as one of the caller's businesses: the booking starts out quoted. */
export function quoteOnEvent(eventId: string, body: EventQuoteBody): Promise<BookingView> {
  return apiRequest<BookingView>(`/api/events/${encodeURIComponent(eventId)}/quotes`, { method: 'POST', body });
}
