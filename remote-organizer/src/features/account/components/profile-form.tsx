import { useState, type FormEvent } from 'react';
import { LIMITS, type Account } from 'shared/contracts';
import { Form, FormError, FormSuccess, PrimaryButton, TextField, useAsyncAction } from 'shared/ui';
import { updateProfile } from '../api/account-api.ts';
import { messageOf, phoneProblem } from './account-rules.ts';

const NAME_MAX = LIMITS.Account.displayName.maxLength;

/** Display name (what businesses and notifications call you) and phone. */
export function ProfileForm({ account, onSaved }: { account: Account; onSaved: (account: Account) => void }) {
  const [displayName, setDisplayName] = useState(account.displayName ?? '');
  const [phone, setPhone] = useState(account.phone ?? '');
  const [saved, setSaved] = useState(false);
  const [tried, setTried] = useState(false);
  const action = useAsyncAction(messageOf);
  const nameError = displayName.trim().length > NAME_MAX ? `Keep your name to ${NAME_MAX} characters.` : null;
  const phoneError = phoneProblem(phone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setSaved(false);
    if (nameError || phoneError) return;
    void action.run(async () => {
      onSaved(await updateProfile({ displayName: displayName.trim(), phone: phone.trim() }));
      setSaved(true);
    });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Profile">
      <TextField
        label="Display name"
        value={displayName}
        autoComplete="name"
        onChange={(change) => setDisplayName(change.target.value)}
        error={tried ? nameError : null}
        aria-describedby="display-name-hint"
      />
      <p id="display-name-hint">
        Businesses, messages and notifications call you this. Until you choose one they say “{account.nameShown}”.
      </p>
      <TextField
        label="Phone"
        type="tel"
        value={phone}
        autoComplete="tel"
        onChange={(change) => setPhone(change.target.value)}
        error={tried ? phoneError : null}
      />
      <FormError>{action.error}</FormError>
      {saved && <FormSuccess>Your profile is saved.</FormSuccess>}
      <PrimaryButton type="submit" disabled={action.busy}>
        Save profile
      </PrimaryButton>
    </Form>
  );
}
