import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { authService } from 'shared/auth';
import { Form, FormError, PrimaryButton, TextField, useAsyncAction } from 'shared/ui';
import { signInErrorMessage } from '../api/sign-in-errors.ts';
import { credentialErrors, hasErrors, type CredentialErrors } from '../validation/credential-errors.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';

/** Email and password sign-in; on success goes on to `next`. */
export function LoginForm({ next }: { next: string }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const { busy, error, run } = useAsyncAction(signInErrorMessage);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = credentialErrors({ email, password });
    setErrors(found);
    if (hasErrors(found)) return;
    if (await run(() => authService().signIn(email.trim(), password))) navigate(next, { replace: true });
  };

  return (
    <Form noValidate onSubmit={submit} aria-describedby={error ? 'login-error' : undefined} aria-busy={busy}>
      <FormError id="login-error">{error}</FormError>
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
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PrimaryButton type="submit" disabled={busy}>
        {busy ? 'Logging in…' : 'Log In'}
      </PrimaryButton>
      <GoogleSignInButton next={next} />
    </Form>
  );
}
