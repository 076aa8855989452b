import { apiRequest } from 'shared/api-client';
import type { MessageList } from 'shared/contracts';

/** A page of a booking's messages, newest first; `before` pages back into older ones. */
export function listMessages(bookingId: string, before: string | null = null): Promise<MessageList> {
  const query = new URLSearchParams({ limit: '50' });
  if (before) query.set('before', before);
  return apiRequest<MessageList>(`/api/bookings/${encodeURIComponent(bookingId)}/messages?${query}`);
}
