import { apiRequest } from 'shared/api-client';
import type { BookingView, QuoteBody } from 'shared/contracts';

/** Sends a quote, or revises the open one (`replacesQuoteId`); a lost race answers 409. */
export function sendQuote(bookingId: string, body: QuoteBody): Promise<BookingView> {
  return apiRequest<BookingView>(`/api/bookings/${encodeURIComponent(bookingId)}/quotes`, { method: 'POST', body });
}
