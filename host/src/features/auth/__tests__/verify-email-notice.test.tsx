import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from 'shared/store';
import { ThemeRoot } from 'shared/theme';
import { installFakeAuth } from 'shared/testing';
import { VerifyEmailNotice } from '../components/verify-email-notice.tsx';
import { providerError } from './provider-error.ts';

const renderNotice = () =>
  render(
    <ThemeRoot>
      <VerifyEmailNotice />
    </ThemeRoot>,
  );

const signInAs = (emailVerified: boolean) =>
  appStore.getState().setSession({ email: 'ann@example.com', emailVerified }, 'token');

beforeEach(() => appStore.getState().clearSession());

describe('verify-email notice', () => {
  it('is not shown to visitors or to verified users', () => {
    installFakeAuth();
    renderNotice();
    expect(screen.queryByRole('region', { name: 'Please verify your email' })).not.toBeInTheDocument();
    act(() => signInAs(true));
    expect(screen.queryByRole('region', { name: 'Please verify your email' })).not.toBeInTheDocument();
  });

  it('resends the verification email', async () => {
    const auth = installFakeAuth();
    signInAs(false);
    renderNotice();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(auth.resendVerification).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent("We've sent a new link to ann@example.com.");
  });

  it('goes away once the reloaded user turns out verified', async () => {
    const auth = installFakeAuth();
    auth.reloadUser.mockImplementation(async () => signInAs(true));
    signInAs(false);
    renderNotice();
    expect(screen.getByRole('region', { name: 'Please verify your email' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: "I've verified my email" }));
    expect(screen.queryByRole('region', { name: 'Please verify your email' })).not.toBeInTheDocument();
  });

  it('says so when the email is still not verified', async () => {
    installFakeAuth();
    signInAs(false);
    renderNotice();
    await userEvent.setup().click(screen.getByRole('button', { name: "I've verified my email" }));

    expect(await screen.findByRole('status')).toHaveTextContent("Your email isn't verified yet.");
  });

  it("shows the provider's message when resending fails", async () => {
    const auth = installFakeAuth();
    auth.resendVerification.mockRejectedValue(
      providerError('auth/too-many-requests', 'Firebase: Error (auth/too-many-requests).'),
    );
    signInAs(false);
    renderNotice();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Firebase: Error (auth/too-many-requests).');
  });
});
