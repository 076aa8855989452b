import { apiRequest } from 'shared/api-client';
import type { BookingView } from 'shared/contracts';

/** One booking of the caller's businesses; anyone else's answers 404, like a missing one. */
export function getBooking(bookingId: string): Promise<BookingView> {
  return apiRequest<BookingView>(`/api/bookings/${encodeURIComponent(bookingId)}`);
}
