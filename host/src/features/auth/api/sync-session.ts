import { appStore } from 'shared/store';
import { rememberSession } from './session-hint.ts';

/** The parts of a Firebase user the store needs. */
export type SessionUser = {
  email: string | null;
  emailVerified: boolean;
  getIdToken: () => Promise<string>;
};

let latest = 0;

/**
 * Mirrors the provider's sign-in state into the store, the one place every root reads the
 * user from. Called on every ID-token change: sign-in, sign-out, and each token refresh.
 */
export async function syncSession(user: SessionUser | null): Promise<void> {
  // A sign-out can arrive while an earlier user's token is still being read: the last call wins.
  const call = ++latest;
  rememberSession(user !== null);
  if (!user) {
    appStore.getState().clearSession();
    return;
  }
  try {
    const token = await user.getIdToken();
    if (call !== latest) return;
    appStore.getState().setSession({ email: user.email ?? '', emailVerified: user.emailVerified }, token);
  } catch (error) {
    if (call !== latest) return;
    console.error('Could not read the ID token of the signed-in user', error);
    appStore.getState().clearSession();
  }
}
