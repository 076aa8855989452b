import { apiRequest } from 'shared/api-client';
import type { BookingView } from 'shared/contracts';

/** Accepts an open quote (the booking is confirmed) or declines it; a quote answered meanwhile is a 409. */
export function answerQuote(quoteId: string, answer: 'accept' | 'decline'): Promise<BookingView> {
  return apiRequest<BookingView>(`/api/quotes/${encodeURIComponent(quoteId)}/${answer}`, { method: 'POST' });
}
