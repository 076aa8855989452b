import { useState, type FormEvent } from 'react';
import { authService } from 'shared/auth';
import { FormError, PrimaryButton, SecondaryButton, TextField, useAsyncAction } from 'shared/ui';
import { deleteAccount } from '../api/account-api.ts';
import { messageOf } from './account-rules.ts';

/**
 * "Delete my account": asks for the sign-in email to confirm, says what happens and that it
 * cannot be undone; once done, signs out and reports it.
 */
export function DeleteAccount({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const action = useAsyncAction(messageOf);
  if (!asking) {
    return (
      <SecondaryButton type="button" onClick={() => setAsking(true)}>
        Delete my account
      </SecondaryButton>
    );
  }
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!matches) return;
    void action.run(async () => {
      await deleteAccount(typed.trim());
      await authService()
        .signOut()
        .catch(() => undefined);
      onDeleted();
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Delete my account">
      <p>
        This cannot be undone. Your open requests and quotes are withdrawn and your confirmed bookings cancelled (the
        businesses are told). Your profile, events, messages, notifications and businesses are removed; businesses keep
        their past bookings with you shown as “Former customer”. You will be signed out and cannot sign in again.
      </p>
      <TextField
        label={`Type your email address (${email}) to confirm`}
        type="email"
        value={typed}
        autoComplete="off"
        onChange={(change) => setTyped(change.target.value)}
        error={tried && !matches ? 'Type the email address you sign in with.' : null}
      />
      <FormError>{action.error}</FormError>
      <PrimaryButton type="submit" disabled={action.busy}>
        Delete my account for good
      </PrimaryButton>{' '}
      <SecondaryButton type="button" onClick={() => setAsking(false)}>
        Keep my account
      </SecondaryButton>
    </form>
  );
}
