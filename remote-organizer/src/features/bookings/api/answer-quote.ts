import { apiCall } from 'shared/kit';

/** Accepts an open quote (the booking is confirmed) or declines it; a quote answered meanwhile is a 409. */
export function answerQuote(quoteId: string, answer: 'accept' | 'decline') {
  return answer === 'accept'
    ? apiCall('post', '/api/quotes/{quoteId}/accept', { path: { quoteId } })
    : apiCall('post', '/api/quotes/{quoteId}/decline', { path: { quoteId } });
}
