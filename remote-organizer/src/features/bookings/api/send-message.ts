import { apiRequest } from 'shared/api-client';
import type { Message, MessageBody } from 'shared/contracts';

/** Adds a message to the thread; the business is told. */
export function sendMessage(bookingId: string, text: string): Promise<Message> {
  const body: MessageBody = { text };
  return apiRequest<Message>(`/api/bookings/${encodeURIComponent(bookingId)}/messages`, { method: 'POST', body });
}
