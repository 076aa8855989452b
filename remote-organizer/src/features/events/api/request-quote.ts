import { apiRequest } from 'shared/api-client';
import type { BookingView, CreateBookingBody } from 'shared/contracts';

/** Asks a business to quote on one of the organizer's published events. */
export function requestQuote(body: CreateBookingBody): Promise<BookingView> {
  return apiRequest<BookingView>('/api/bookings', { method: 'POST', body });
}
