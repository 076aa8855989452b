import { apiRequest } from 'shared/api-client';
import type { BookingView } from 'shared/contracts';

/** One booking thread, as its organizer sees it. */
export function getBooking(bookingId: string): Promise<BookingView> {
  return apiRequest<BookingView>(`/api/bookings/${encodeURIComponent(bookingId)}`);
}
