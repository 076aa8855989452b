import { useState, type FormEvent } from 'react';
import { authService } from 'shared/auth';
import { Form, FormError, FormSuccess, PrimaryButton, TextField, useAsyncAction } from 'shared/ui';
import { signInErrorMessage } from '../api/sign-in-errors.ts';
import { credentialErrors, hasErrors, type CredentialErrors } from '../validation/credential-errors.ts';

/** Creates an account; the provider signs it in and sends the verification email. */
export function RegisterForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [registered, setRegistered] = useState<string | null>(null);
  const { busy, error, run } = useAsyncAction(signInErrorMessage);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = credentialErrors({ email, password, confirm });
    setErrors(found);
    if (hasErrors(found)) return;
    const address = email.trim();
    if (await run(() => authService().register(address, password))) setRegistered(address);
  };

  if (registered) {
    return (
      <FormSuccess>{`Your account is ready. We've sent a link to ${registered}: open it to verify your email.`}</FormSuccess>
    );
  }

  return (
    <Form noValidate onSubmit={submit} aria-describedby={error ? 'register-error' : undefined} aria-busy={busy}>
      <FormError id="register-error">{error}</FormError>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label="Confirm password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        error={errors.confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <PrimaryButton type="submit" disabled={busy}>
        {busy ? 'Creating your account…' : 'Create Account'}
      </PrimaryButton>
    </Form>
  );
}
