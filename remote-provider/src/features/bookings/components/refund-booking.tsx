import { useState, type FormEvent } from 'react';
import { LIMITS, type BookingView } from 'shared/contracts';
import { Form, FormError, PrimaryButton, SecondaryButton, TextAreaField, useAsyncAction } from 'shared/ui';
import { errorMessage } from 'shared/kit';
import { refundBooking } from '../api/refund-booking.ts';

const REASON_MAX = LIMITS.RefundBookingBody.reason.maxLength;

/**
 * "Refund booking" on a completed booking: a reason the family reads, then a confirmation, since a
 * refund cannot be undone. It comes off the month's bills, or off the next statement once billed.
 */
export function RefundBooking({
  bookingId,
  onRefunded,
}: {
  bookingId: string;
  onRefunded: (booking: BookingView) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const action = useAsyncAction(errorMessage);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setReasonError('Tell the family why you are refunding.');
    if (text.length > REASON_MAX) return setReasonError(`Keep it to ${REASON_MAX} characters.`);
    void action.run(async () => onRefunded(await refundBooking(bookingId, text)));
  };

  return (
    <section aria-labelledby="refund-heading">
      <h2 id="refund-heading">Refund</h2>
      {asking ? (
        <Form noValidate onSubmit={submit} aria-label="Refund booking">
          <TextAreaField
            label="Why are you refunding?"
            hint="The family reads this."
            rows={2}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(event.target.value.length > REASON_MAX ? `Keep it to ${REASON_MAX} characters.` : null);
            }}
            error={reasonError}
          />
          <p>
            Refund this booking? This cannot be undone. The family will be told, and the booking comes off your bill:
            off this month’s, or as an adjustment on your next statement if it has already been billed.
          </p>
          <FormError>{action.error}</FormError>
          <div>
            <PrimaryButton type="submit" disabled={action.busy}>
              Yes, refund it
            </PrimaryButton>{' '}
            <SecondaryButton type="button" onClick={() => setAsking(false)}>
              Keep the booking
            </SecondaryButton>
          </div>
        </Form>
      ) : (
        <>
          <p>If the party did not go as agreed, you can refund the family.</p>
          <SecondaryButton type="button" onClick={() => setAsking(true)}>
            Refund booking
          </SecondaryButton>
        </>
      )}
    </section>
  );
}
