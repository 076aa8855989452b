import { useState, type FormEvent } from 'react';
import { LIMITS, type EventView } from 'shared/contracts';
import { FormError, PrimaryButton, SecondaryButton, TextAreaField, useAsyncAction } from 'shared/ui';
import { cancelEvent } from '../api/cancel-event.ts';
import { errorMessage } from 'shared/kit';

const REASON_MAX = LIMITS.CancelEventBody.reason.maxLength;

/** "Cancel event": asks to confirm, with an optional reason the booked businesses are told. */
export function CancelEvent({ event, onCancelled }: { event: EventView; onCancelled: (event: EventView) => void }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const action = useAsyncAction(errorMessage);
  if (!asking) {
    return (
      <SecondaryButton type="button" onClick={() => setAsking(true)}>
        Cancel event
      </SecondaryButton>
    );
  }
  const submit = (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    if (reason.length > REASON_MAX) return;
    void action.run(async () => onCancelled(await cancelEvent(event.id, reason)));
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Cancel event">
      <p>Cancel this event? Every open or confirmed booking on it is cancelled too, and those businesses are told.</p>
      <TextAreaField
        label="Reason (optional)"
        value={reason}
        onChange={(change) => setReason(change.target.value)}
        error={reason.length > REASON_MAX ? `Keep it to ${REASON_MAX} characters.` : null}
      />
      <FormError>{action.error}</FormError>
      <PrimaryButton type="submit" disabled={action.busy}>
        Yes, cancel the event
      </PrimaryButton>{' '}
      <SecondaryButton type="button" onClick={() => setAsking(false)}>
        Keep it
      </SecondaryButton>
    </form>
  );
}
