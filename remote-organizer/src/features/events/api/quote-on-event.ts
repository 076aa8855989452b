import { apiRequest } from 'shared/api-client';
import type { BookingView, QuoteBody } from 'shared/contracts';

/** A provider's quote on an open event, for one of their businesses: it opens a booking. */
export function quoteOnEvent(eventId: string, businessId: string, quote: QuoteBody): Promise<BookingView> {
  return apiRequest<BookingView>(`/api/events/${encodeURIComponent(eventId)}/quotes`, {
    method: 'POST',
    body: { ...quote, businessId },
  });
}
