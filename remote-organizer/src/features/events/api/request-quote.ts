import type { CreateBookingBody } from 'shared/contracts';
import { apiCall } from 'shared/kit';

/** Asks a business to quote on one of the organizer's published events. */
export function requestQuote(body: CreateBookingBody) {
  return apiCall('post', '/api/bookings', { body });
}
