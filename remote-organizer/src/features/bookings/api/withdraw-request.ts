import { apiRequest } from 'shared/api-client';
import type { BookingView } from 'shared/contracts';

/** The organizer withdraws a request still open (requested or quoted). */
export function withdrawRequest(bookingId: string): Promise<BookingView> {
  return apiRequest<BookingView>(`/api/bookings/${encodeURIComponent(bookingId)}/withdraw`, { method: 'POST' });
}
