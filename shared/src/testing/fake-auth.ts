import { setAuthService, type AuthService } from 'shared/auth';
import type { View } from 'shared/contracts';
import { appStore } from 'shared/store';

export type FakeAuthService = {
  [K in keyof AuthService]: jest.Mock<ReturnType<AuthService[K]>, Parameters<AuthService[K]>>;
};

/**
 * A fake identity provider installed through the bridge, as the host installs the real one:
 * every method a jest mock that succeeds (no token) unless `overrides` says otherwise.
 */
export function installFakeAuth(overrides: Partial<AuthService> = {}): FakeAuthService {
  const done = async () => undefined;
  const fake: FakeAuthService = {
    signIn: jest.fn<Promise<void>, [string, string]>(overrides.signIn ?? done),
    register: jest.fn<Promise<void>, [string, string]>(overrides.register ?? done),
    signInWithGoogle: jest.fn<Promise<void>, []>(overrides.signInWithGoogle ?? done),
    signOut: jest.fn<Promise<void>, []>(overrides.signOut ?? done),
    sendPasswordReset: jest.fn<Promise<void>, [string]>(overrides.sendPasswordReset ?? done),
    resendVerification: jest.fn<Promise<void>, []>(overrides.resendVerification ?? done),
    reloadUser: jest.fn<Promise<void>, []>(overrides.reloadUser ?? done),
    getIdToken: jest.fn<Promise<string | null>, [boolean?]>(overrides.getIdToken ?? (async () => null)),
  };
  setAuthService(fake);
  return fake;
}

/**
 * Signs `email` in (verified unless told otherwise) in `view`: a fake provider whose tokens are
 * 'fresh-token' ('refreshed-token' when forced) and whose sign-out clears the store, and the
 * store's session as the host mirrors it.
 */
export function signInAs({
  email = 'parent@example.com',
  emailVerified = true,
  view = 'organizer' as View,
  token = 'store-token',
} = {}): FakeAuthService {
  const fake = installFakeAuth({
    getIdToken: async (forceRefresh) => (forceRefresh ? 'refreshed-token' : 'fresh-token'),
    signOut: async () => appStore.getState().clearSession(),
  });
  appStore.getState().setView(view);
  appStore.getState().setSession({ email, emailVerified }, token);
  return fake;
}

export function signOutEveryone(): void {
  setAuthService(null);
  appStore.getState().clearSession();
}
