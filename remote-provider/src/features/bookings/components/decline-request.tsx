import { useState } from 'react';
import { LIMITS, type BookingView } from 'shared/contracts';
import { Form, FormError, SecondaryButton, TextAreaField, useAsyncAction } from 'shared/ui';
import { declineRequest } from '../api/decline-request.ts';
import { errorMessage } from 'shared/kit';

const REASON_MAX = LIMITS.DeclineRequestBody.reason.maxLength;

/** Turns a request down, with an optional reason the family reads. */
export function DeclineRequest({
  bookingId,
  onDeclined,
}: {
  bookingId: string;
  onDeclined: (booking: BookingView) => void;
}) {
  const [reason, setReason] = useState('');
  const action = useAsyncAction(errorMessage);
  const tooLong = reason.trim().length > REASON_MAX;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    const text = reason.trim();
    await action.run(async () => onDeclined(await declineRequest(bookingId, text ? { reason: text } : {})));
  };

  return (
    <section aria-labelledby="decline-heading">
      <h2 id="decline-heading">Not one for you?</h2>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Decline request">
        <TextAreaField
          label="Why you are declining (optional)"
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={tooLong ? `Keep the reason to ${REASON_MAX} characters.` : null}
        />
        <FormError>{action.error}</FormError>
        <SecondaryButton type="submit" disabled={action.busy}>
          Decline request
        </SecondaryButton>
      </Form>
    </section>
  );
}
