/** The provider's error codes, in words a person can act on. */
const MESSAGES: Record<string, string> = {
  'auth/wrong-password': "That email and password don't match.",
  'auth/invalid-credential': "That email and password don't match.",
  'auth/invalid-login-credentials': "That email and password don't match.",
  'auth/user-not-found': 'There is no account with that email. Check it, or create an account.',
  'auth/email-already-in-use': 'An account with that email already exists. Log in instead.',
  'auth/weak-password': 'Choose a stronger password: at least 6 characters.',
  'auth/invalid-email': "That doesn't look like an email address.",
  'auth/user-disabled': 'This account has been disabled. Please contact us.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/popup-closed-by-user': 'The Google window was closed before you finished signing in.',
  'auth/cancelled-popup-request': 'The Google window was closed before you finished signing in.',
  'auth/popup-blocked': 'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
  'auth/network-request-failed': "We couldn't reach the sign-in service. Check your connection and try again.",
};

export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

function codeOf(error: unknown): string | null {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : null;
}

/** A short sentence for a failed sign-in, sign-up or Google sign-in. */
export function signInErrorMessage(error: unknown): string {
  const code = codeOf(error);
  return (code && MESSAGES[code]) || FALLBACK_MESSAGE;
}

/** Password-reset failures show the provider's own message (spec section 8). */
export function providerMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return FALLBACK_MESSAGE;
}
