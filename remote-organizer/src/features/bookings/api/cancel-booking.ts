import { apiRequest } from 'shared/api-client';
import type { BookingView, CancelBookingBody } from 'shared/contracts';

/** Cancels a confirmed booking, with the reason the business is told. */
export function cancelBooking(bookingId: string, reason: string): Promise<BookingView> {
  const body: CancelBookingBody = { reason };
  return apiRequest<BookingView>(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`, { method: 'POST', body });
}
