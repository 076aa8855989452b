/** What the provider's screens tell someone who is not signed in, or not verified yet. */
export const SIGN_IN_WORDS = {
  keptHere: 'Your businesses are kept under your account.',
  verifyFirst: 'Please verify your email address before you list a business: we sent you a link.',
} as const;
