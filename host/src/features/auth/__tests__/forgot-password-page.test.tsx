import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, installFakeAuth, renderInApp } from 'shared/testing';
import ForgotPasswordPage from '../../../pages/forgot-password.tsx';
import { providerError } from './provider-error.ts';

async function requestReset(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('forgot-password page', () => {
  it('requires an email', async () => {
    const auth = installFakeAuth();
    renderInApp(<ForgotPasswordPage />, { at: '/forgot-password', route: '/forgot-password' });
    await requestReset('');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(auth.sendPasswordReset).not.toHaveBeenCalled();
  });

  it('shows progress, then says the link is on its way', async () => {
    const auth = installFakeAuth();
    const pending = deferred();
    auth.sendPasswordReset.mockReturnValue(pending.promise);
    renderInApp(<ForgotPasswordPage />, { at: '/forgot-password', route: '/forgot-password' });
    await requestReset('ann@example.com');

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    pending.resolve();
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Check your inbox: we've sent a reset link to ann@example.com.",
    );
    expect(auth.sendPasswordReset).toHaveBeenCalledWith('ann@example.com');
  });

  it("shows the provider's own message when the reset fails", async () => {
    const auth = installFakeAuth();
    auth.sendPasswordReset.mockRejectedValue(
      providerError('auth/invalid-email', 'Firebase: Error (auth/invalid-email).'),
    );
    renderInApp(<ForgotPasswordPage />, { at: '/forgot-password', route: '/forgot-password' });
    await requestReset('not-an-email');

    expect(await screen.findByRole('alert')).toHaveTextContent('Firebase: Error (auth/invalid-email).');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
