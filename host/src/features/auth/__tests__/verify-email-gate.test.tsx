import { act, render, screen } from '@testing-library/react';
import { appStore } from 'shared/store';
import { ThemeRoot } from 'shared/theme';
import { installFakeAuth } from 'shared/testing';
import { VerifyEmailGate } from '../components/verify-email-gate.tsx';

const NOTICE = { name: 'Please verify your email' };

beforeEach(() => appStore.getState().clearSession());

describe('verify-email gate', () => {
  it('shows the notice, once its code has arrived, only to a signed-in user with an unverified email', async () => {
    installFakeAuth();
    render(
      <ThemeRoot>
        <VerifyEmailGate />
      </ThemeRoot>,
    );
    expect(screen.queryByRole('region', NOTICE)).not.toBeInTheDocument();
    act(() => appStore.getState().setSession({ email: 'ann@example.com', emailVerified: true }, 'token'));
    expect(screen.queryByRole('region', NOTICE)).not.toBeInTheDocument();
    act(() => appStore.getState().setSession({ email: 'ann@example.com', emailVerified: false }, 'token'));
    expect(await screen.findByRole('region', NOTICE)).toBeInTheDocument();
    act(() => appStore.getState().setSession({ email: 'ann@example.com', emailVerified: true }, 'token'));
    expect(screen.queryByRole('region', NOTICE)).not.toBeInTheDocument();
  });
});
