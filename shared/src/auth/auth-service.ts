/**
 * What any root may ask of the identity provider. The host implements it with Firebase and
 * installs it at start-up; remotes call it through `authService()` and never import the host.
 *
 * Methods reject with the provider's own error (Firebase errors carry a `code` such as
 * `auth/wrong-password` and a `message`), so the caller decides how to word it for people.
 * The signed-in user itself is read from the store (`user`, `token`, `authReady`), which the
 * host keeps in step with the provider.
 */
export type AuthService = {
  /** Signs in with email and password. */
  signIn: (email: string, password: string) => Promise<void>;
  /** Creates an account, signs it in and sends it a verification email. */
  register: (email: string, password: string) => Promise<void>;
  /** Signs in through Google in a popup window. */
  signInWithGoogle: () => Promise<void>;
  signOut: () => Promise<void>;
  sendPasswordReset: (email: string) => Promise<void>;
  /** Sends the signed-in user another verification email. */
  resendVerification: () => Promise<void>;
  /** Re-reads the signed-in user from the provider (after verifying the email elsewhere) and refreshes the token. */
  reloadUser: () => Promise<void>;
  /** The current ID token, or null when nobody is signed in. */
  getIdToken: (forceRefresh?: boolean) => Promise<string | null>;
};

let current: AuthService | null = null;

/** Installed once by the page that owns sign-in (the host); `null` removes it (tests). */
export function setAuthService(service: AuthService | null): void {
  current = service;
}

/** The installed service. Throws when none is installed, e.g. a remote running standalone. */
export function authService(): AuthService {
  if (!current) throw new Error('Sign-in is not available on this page.');
  return current;
}

export function hasAuthService(): boolean {
  return current !== null;
}
