import { FALLBACK_MESSAGE, providerMessage, signInErrorMessage } from '../api/sign-in-errors.ts';
import { providerError } from './provider-error.ts';

describe('sign-in error messages', () => {
  it.each([
    ['auth/wrong-password', "That email and password don't match."],
    ['auth/invalid-credential', "That email and password don't match."],
    ['auth/user-not-found', 'There is no account with that email. Check it, or create an account.'],
    ['auth/email-already-in-use', 'An account with that email already exists. Log in instead.'],
    ['auth/weak-password', 'Choose a stronger password: at least 6 characters.'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
    ['auth/popup-closed-by-user', 'The Google window was closed before you finished signing in.'],
    ['auth/network-request-failed', "We couldn't reach the sign-in service. Check your connection and try again."],
  ])('%s reads as a sentence', (code, message) => {
    expect(signInErrorMessage(providerError(code))).toBe(message);
  });

  it('falls back to a general sentence for anything else', () => {
    expect(signInErrorMessage(providerError('auth/internal-error'))).toBe(FALLBACK_MESSAGE);
    expect(signInErrorMessage('boom')).toBe(FALLBACK_MESSAGE);
  });

  it("keeps the provider's own message for password resets", () => {
    expect(providerMessage(providerError('auth/missing-email', 'Firebase: Error (auth/missing-email).'))).toBe(
      'Firebase: Error (auth/missing-email).',
    );
    expect(providerMessage(undefined)).toBe(FALLBACK_MESSAGE);
  });
});
