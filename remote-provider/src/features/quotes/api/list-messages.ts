import { apiRequest } from 'shared/api-client';
import type { MessageList } from 'shared/contracts';

/** A page of a booking's messages, newest first; `before` is the previous page's `nextCursor`. */
export function listMessages(bookingId: string, before?: string | null): Promise<MessageList> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiRequest<MessageList>(`/api/bookings/${encodeURIComponent(bookingId)}/messages${query}`);
}
