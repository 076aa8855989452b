import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from 'shared/store';
import { deferred, installFakeAuth, renderInApp } from 'shared/testing';
import LoginPage from '../../../pages/login.tsx';
import { providerError } from './provider-error.ts';

const renderLogin = (path = '/login') => renderInApp(<LoginPage />, { at: path, route: '/login' });

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

beforeEach(() => appStore.getState().clearSession());

describe('login page', () => {
  it('asks for both fields before calling the provider, and ties each error to its field', async () => {
    const auth = installFakeAuth();
    renderLogin();
    await fillAndSubmit('', '');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('disables the button with a busy label while signing in', async () => {
    const auth = installFakeAuth();
    const pending = deferred();
    auth.signIn.mockReturnValue(pending.promise);
    renderLogin();
    await fillAndSubmit('ann@example.com', 'secret1');

    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    expect(auth.signIn).toHaveBeenCalledWith('ann@example.com', 'secret1');
    pending.reject(providerError('auth/wrong-password'));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it("says the email and password don't match when the provider refuses them", async () => {
    const auth = installFakeAuth();
    auth.signIn.mockRejectedValue(providerError('auth/invalid-credential'));
    renderLogin();
    await fillAndSubmit('ann@example.com', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent("That email and password don't match.");
  });

  it('goes on to the page the visitor was heading to', async () => {
    installFakeAuth();
    renderLogin('/login?next=%2Fmyevents');
    await fillAndSubmit('ann@example.com', 'secret1');

    expect(await screen.findByText('Now at /myevents')).toBeInTheDocument();
  });

  it('never follows a next that leaves the site', async () => {
    installFakeAuth();
    renderLogin('/login?next=%2F%2Fevil.example%2Fsteal');
    await fillAndSubmit('ann@example.com', 'secret1');

    expect(await screen.findByText('Now at /')).toBeInTheDocument();
  });

  it('maps a closed Google popup to a sentence', async () => {
    const auth = installFakeAuth();
    auth.signInWithGoogle.mockRejectedValue(providerError('auth/popup-closed-by-user'));
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Google window was closed before you finished signing in.',
    );
  });

  it('links to password reset and sign-up, keeping where the visitor was heading', () => {
    installFakeAuth();
    renderLogin('/login?next=%2Fmyevents');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password?next=%2Fmyevents',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?next=%2Fmyevents',
    );
  });

  it('offers a signed-in visitor to log out instead of the form', async () => {
    const auth = installFakeAuth();
    appStore.getState().setSession({ email: 'ann@example.com', emailVerified: true }, 'token');
    renderLogin();

    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });
});
