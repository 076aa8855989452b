import { useState } from 'react';
import styled from 'styled-components';
import { authService } from 'shared/auth';
import { appStore, useAppStore } from 'shared/store';
import { FormError, FormSuccess, PrimaryButton, SecondaryButton, useAsyncAction } from 'shared/ui';
import { providerMessage } from '../api/sign-in-errors.ts';
import { SignOutButton } from './sign-out-button.tsx';

const Banner = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 4px solid ${({ theme }) => theme.color.accent};
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

/** Asks a signed-in user with an unverified email to verify it; gone once the store says verified. */
export function VerifyEmailNotice() {
  const user = useAppStore((state) => state.user);
  const [outcome, setOutcome] = useState<string | null>(null);
  const { busy, error, run } = useAsyncAction(providerMessage);
  if (!user || user.emailVerified) return null;

  const resend = async () => {
    setOutcome(null);
    if (await run(() => authService().resendVerification())) setOutcome(`We've sent a new link to ${user.email}.`);
  };
  const check = async () => {
    setOutcome(null);
    // When the reload finds the email verified, the store updates and this notice goes away.
    const reloaded = await run(() => authService().reloadUser());
    if (reloaded && appStore.getState().user?.emailVerified === false) {
      setOutcome("Your email isn't verified yet. Open the link we sent, then try again.");
    }
  };

  return (
    <Banner aria-labelledby="verify-email-title">
      <h2 id="verify-email-title">Please verify your email</h2>
      <p>We sent a link to {user.email}. Open it to confirm your address and unlock your account.</p>
      <Actions>
        <PrimaryButton type="button" disabled={busy} onClick={resend}>
          Resend verification email
        </PrimaryButton>
        <SecondaryButton type="button" disabled={busy} onClick={check}>
          I&apos;ve verified my email
        </SecondaryButton>
        <SignOutButton />
      </Actions>
      <FormSuccess>{outcome}</FormSuccess>
      <FormError>{error}</FormError>
    </Banner>
  );
}
