import { apiCall } from './api-call.ts';

/** One booking thread; someone else's answers 404, like a missing one. */
export function getBooking(bookingId: string) {
  return apiCall('get', '/api/bookings/{bookingId}', { path: { bookingId } });
}

/** A page of a booking's messages, newest first; `before` is the previous page's `nextCursor`. */
export function listMessages(bookingId: string, before: string | null = null) {
  return apiCall('get', '/api/bookings/{bookingId}/messages', {
    path: { bookingId },
    query: { limit: 50, ...(before && { before }) },
  });
}

/** Adds a message to the thread; the other side is told. */
export function sendMessage(bookingId: string, text: string) {
  return apiCall('post', '/api/bookings/{bookingId}/messages', { path: { bookingId }, body: { text } });
}
