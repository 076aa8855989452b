import { authService } from 'shared/auth';
import { FormError, SecondaryButton, useAsyncAction } from 'shared/ui';
import { providerMessage } from '../api/sign-in-errors.ts';

/** Ends the session; the store is cleared by the provider's sign-out event. */
export function SignOutButton() {
  const { busy, error, run } = useAsyncAction(providerMessage);
  return (
    <>
      <SecondaryButton type="button" disabled={busy} onClick={() => void run(() => authService().signOut())}>
        {busy ? 'Logging out…' : 'Log out'}
      </SecondaryButton>
      <FormError>{error}</FormError>
    </>
  );
}
