import type { EventQuoteBody } from 'shared/contracts';
import { apiCall } from 'shared/kit';

/** Quotes on an open event as one of the caller's businesses: the booking starts out quoted. */
export function quoteOnEvent(eventId: string, body: EventQuoteBody) {
  return apiCall('post', '/api/events/{eventId}/quotes', { path: { eventId }, body });
}
