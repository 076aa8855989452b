import { apiRequest } from 'shared/api-client';
import type { BookingView, DeclineRequestBody } from 'shared/contracts';

/** The business turns a request down before quoting. */
export function declineRequest(bookingId: string, body: DeclineRequestBody): Promise<BookingView> {
  return apiRequest<BookingView>(`/api/bookings/${encodeURIComponent(bookingId)}/decline`, { method: 'POST', body });
}
