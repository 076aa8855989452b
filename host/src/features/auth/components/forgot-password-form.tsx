import { useState, type FormEvent } from 'react';
import { authService } from 'shared/auth';
import { Form, FormError, FormSuccess, PrimaryButton, TextField, useAsyncAction } from 'shared/ui';
import { providerMessage } from '../api/sign-in-errors.ts';
import { credentialErrors, hasErrors, type CredentialErrors } from '../validation/credential-errors.ts';

/** Asks the provider to email a password-reset link. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, run } = useAsyncAction(providerMessage);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = credentialErrors({ email });
    setErrors(found);
    if (hasErrors(found)) return;
    const address = email.trim();
    setSentTo(null);
    if (await run(() => authService().sendPasswordReset(address))) setSentTo(address);
  };

  return (
    <Form noValidate onSubmit={submit} aria-describedby={error ? 'reset-error' : undefined} aria-busy={busy}>
      <FormError id="reset-error">{error}</FormError>
      <FormSuccess>{sentTo && `Check your inbox: we've sent a reset link to ${sentTo}.`}</FormSuccess>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PrimaryButton type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send Reset Link'}
      </PrimaryButton>
    </Form>
  );
}
