import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, installFakeAuth, renderInApp } from 'shared/testing';
import RegisterPage from '../../../pages/register.tsx';
import { providerError } from './provider-error.ts';

async function register(email: string, password: string, confirm: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('register page', () => {
  it('requires every field', async () => {
    const auth = installFakeAuth();
    renderInApp(<RegisterPage />, { at: '/register', route: '/register' });
    await register('', '', '');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Enter your password again.');
    expect(auth.register).not.toHaveBeenCalled();
  });

  it('refuses passwords that differ', async () => {
    const auth = installFakeAuth();
    renderInApp(<RegisterPage />, { at: '/register', route: '/register' });
    await register('ann@example.com', 'secret1', 'secret2');

    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription("The passwords don't match.");
    expect(auth.register).not.toHaveBeenCalled();
  });

  it('shows progress, then confirms the account and the verification email', async () => {
    const auth = installFakeAuth();
    const pending = deferred();
    auth.register.mockReturnValue(pending.promise);
    renderInApp(<RegisterPage />, { at: '/register', route: '/register' });
    await register(' ann@example.com ', 'secret1', 'secret1');

    expect(screen.getByRole('button', { name: 'Creating your account…' })).toBeDisabled();
    pending.resolve();
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Your account is ready. We've sent a link to ann@example.com: open it to verify your email.",
    );
    expect(auth.register).toHaveBeenCalledWith('ann@example.com', 'secret1');
  });

  it.each([
    ['auth/email-already-in-use', 'An account with that email already exists. Log in instead.'],
    ['auth/weak-password', 'Choose a stronger password: at least 6 characters.'],
  ])('explains %s', async (code, message) => {
    const auth = installFakeAuth();
    auth.register.mockRejectedValue(providerError(code));
    renderInApp(<RegisterPage />, { at: '/register', route: '/register' });
    await register('ann@example.com', 'secret1', 'secret1');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('links to log in', () => {
    installFakeAuth();
    renderInApp(<RegisterPage />, { at: '/register', route: '/register' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
