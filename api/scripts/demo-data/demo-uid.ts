/**
 * A demo account's uid, the same every time the account is made. The Auth Emulator forgets its
 * accounts when it stops while the embedded database keeps what they own (by uid): with a new uid
 * each start, a re-seed found none of its businesses and made every one again.
 */
export const demoUid = (email: string) => `demo-${email.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
