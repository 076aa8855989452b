import { useCallback } from 'react';
import { MessageThread, useLiveResource } from 'shared/ui/bookings';
import { listMessages, sendMessage } from 'shared/kit';

/** The booking's conversation with the business, kept current by the live stream. */
export function BookingMessages({ bookingId }: { bookingId: string }) {
  const load = useCallback(() => listMessages(bookingId), [bookingId]);
  const { state, refetch } = useLiveResource(bookingId, load);
  const messages = state.status === 'ready' ? state.data.items : [];
  const send = async (text: string) => {
    await sendMessage(bookingId, text);
    refetch();
  };
  if (state.status === 'error') return <p role="alert">We could not load the messages. {state.message}</p>;
  return <MessageThread messages={messages} viewer="organizer" onSend={send} />;
}
