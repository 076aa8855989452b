/** What the organizer's screens tell someone who is not signed in. */
export const SIGN_IN_WORDS = { keptHere: 'Your events and bookings are kept under your account.' } as const;
