import { useNavigate } from 'react-router-dom';
import { authService } from 'shared/auth';
import { FormError, SecondaryButton, useAsyncAction } from 'shared/ui';
import { signInErrorMessage } from '../api/sign-in-errors.ts';

/** Google sign-in in a popup; its own busy and error state, apart from the email form's. */
export function GoogleSignInButton({ next }: { next: string }) {
  const navigate = useNavigate();
  const { busy, error, run } = useAsyncAction(signInErrorMessage);

  const signIn = async () => {
    if (await run(() => authService().signInWithGoogle())) navigate(next, { replace: true });
  };

  return (
    <>
      <SecondaryButton type="button" onClick={signIn} disabled={busy}>
        {busy ? 'Waiting for Google…' : 'Continue with Google'}
      </SecondaryButton>
      <FormError>{error}</FormError>
    </>
  );
}
