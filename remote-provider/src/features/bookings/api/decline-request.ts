import type { DeclineRequestBody } from 'shared/contracts';
import { apiCall } from 'shared/kit';

/** The business turns a request down before quoting. */
export function declineRequest(bookingId: string, body: DeclineRequestBody) {
  return apiCall('post', '/api/bookings/{bookingId}/decline', { path: { bookingId }, body });
}
