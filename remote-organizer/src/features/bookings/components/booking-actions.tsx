import { useState, type FormEvent } from 'react';
import { LIMITS, type BookingView } from 'shared/contracts';
import { FormError, PrimaryButton, SecondaryButton, TextAreaField, useAsyncAction } from 'shared/ui';
import { isOpenBooking } from 'shared/ui/bookings';
import styled from 'styled-components';
import { cancelBooking } from '../api/cancel-booking.ts';
import { withdrawRequest } from '../api/withdraw-request.ts';
import { errorMessage } from 'shared/kit';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  align-items: center;
  margin: ${({ theme }) => theme.space(2)} 0;
`;

const REASON_MAX = LIMITS.CancelBookingBody.reason.maxLength;

type Props = { booking: BookingView; onChanged: (booking: BookingView) => void };

/** "Withdraw request" while it is open; "Cancel booking" with a reason once confirmed. */
export function BookingActions({ booking, onChanged }: Props) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const action = useAsyncAction(errorMessage);

  if (isOpenBooking(booking.status)) {
    return (
      <Row>
        {asking ? (
          <>
            <span>Withdraw this request? The business will be told.</span>
            <PrimaryButton
              type="button"
              disabled={action.busy}
              onClick={() => void action.run(async () => onChanged(await withdrawRequest(booking.id)))}
            >
              Yes, withdraw it
            </PrimaryButton>
            <SecondaryButton type="button" onClick={() => setAsking(false)}>
              Keep it
            </SecondaryButton>
          </>
        ) : (
          <SecondaryButton type="button" onClick={() => setAsking(true)}>
            Withdraw request
          </SecondaryButton>
        )}
        <FormError>{action.error}</FormError>
      </Row>
    );
  }
  if (booking.status !== 'confirmed') return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setReasonError('Tell the business why you are cancelling.');
    if (text.length > REASON_MAX) return setReasonError(`Keep it to ${REASON_MAX} characters.`);
    void action.run(async () => onChanged(await cancelBooking(booking.id, text)));
  };

  if (!asking) {
    return (
      <Row>
        <SecondaryButton type="button" onClick={() => setAsking(true)}>
          Cancel booking
        </SecondaryButton>
      </Row>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Cancel booking">
      <TextAreaField
        label="Why are you cancelling?"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(event.target.value.length > REASON_MAX ? `Keep it to ${REASON_MAX} characters.` : null);
        }}
        error={reasonError}
      />
      <FormError>{action.error}</FormError>
      <Row>
        <PrimaryButton type="submit" disabled={action.busy}>
          Cancel booking
        </PrimaryButton>
        <SecondaryButton type="button" onClick={() => setAsking(false)}>
          Keep the booking
        </SecondaryButton>
      </Row>
    </form>
  );
}
