import { apiRequest } from 'shared/api-client';
import type { Message } from 'shared/contracts';

export function sendMessage(bookingId: string, text: string): Promise<Message> {
  return apiRequest<Message>(`/api/bookings/${encodeURIComponent(bookingId)}/messages`, {
    method: 'POST',
    body: { text },
  });
}
