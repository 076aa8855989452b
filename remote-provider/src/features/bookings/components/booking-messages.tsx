import { FormError } from 'shared/ui';
import { MessageThread } from 'shared/ui/bookings';
import { useMessages } from '../hooks/use-messages.ts';

/** The thread between the family and the business, with "Send message". */
export function BookingMessages({ bookingId }: { bookingId: string }) {
  const { messages, error, hasEarlier, loadEarlier, send } = useMessages(bookingId);
  return (
    <>
      <FormError>{error}</FormError>
      <MessageThread
        messages={messages}
        viewer="business"
        onSend={send}
        onLoadEarlier={hasEarlier ? () => void loadEarlier() : undefined}
      />
    </>
  );
}
