import type { QuoteBody } from 'shared/contracts';
import { apiCall } from 'shared/kit';

/** Sends a quote, or revises the open one (`replacesQuoteId`); a lost race answers 409. */
export function sendQuote(bookingId: string, body: QuoteBody) {
  return apiCall('post', '/api/bookings/{bookingId}/quotes', { path: { bookingId }, body });
}
