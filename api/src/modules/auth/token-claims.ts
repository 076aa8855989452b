/**
 * Checks on a decoded ID token beyond firebase-admin's (signature, audience, issuer, expiry).
 * Each failure is an `auth/invalid-id-token`, which callers see as "Invalid authentication token."
 */
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';

/** Firebase issues ID tokens for one hour. */
export const MAX_TOKEN_LIFETIME_S = 3_600;
/** How far our clock and the issuer's may disagree. */
export const CLOCK_SKEW_S = 30;

function reject(reason: string): never {
  throw Object.assign(new Error(reason), { code: 'auth/invalid-id-token' });
}

const lower = (value: string | undefined) => value?.toLowerCase();

/** A token issued in the future, or living longer than Firebase ever issues one, was not issued by Firebase. */
export function checkLifetime(decoded: DecodedIdToken, nowMs: number): void {
  const now = Math.floor(nowMs / 1000);
  const { iat, exp, auth_time: authTime } = decoded;
  if (![iat, exp, authTime].every(Number.isInteger)) reject('iat, exp and auth_time must be whole seconds');
  if (iat > now + CLOCK_SKEW_S) reject('issued in the future');
  if (exp - iat > MAX_TOKEN_LIFETIME_S) reject('lives longer than an hour');
  if (authTime > iat + CLOCK_SKEW_S) reject('signed in after it was issued');
}

/** The token's identity claims must tell one story: one uid, one email, the provider it names. */
export function checkClaimsAgree(decoded: DecodedIdToken): void {
  if (decoded.user_id !== undefined && decoded.user_id !== decoded.sub) reject('sub and user_id differ');
  const { identities, sign_in_provider: provider } = decoded.firebase ?? {};
  if (typeof provider !== 'string' || provider === '') reject('no sign-in provider');
  const emails: unknown = identities?.email;
  if (decoded.email !== undefined) {
    if (!Array.isArray(emails) || !emails.some((email) => lower(String(email)) === lower(decoded.email))) {
      reject('email is not among the email identities');
    }
  } else if (emails !== undefined) {
    reject('email identities without an email');
  }
}

/**
 * Emulator tokens are unsigned, so every claim is compared with the account the emulator holds
 * under the token's uid: an edited uid, email, verified flag, provider or sign-in time is refused.
 */
export function checkAgainstAccount(decoded: DecodedIdToken, account: UserRecord): void {
  if (account.disabled) throw Object.assign(new Error('account disabled'), { code: 'auth/user-disabled' });
  if (account.uid !== decoded.sub) reject('uid differs from the account');
  if (lower(account.email) !== lower(decoded.email)) reject('email differs from the account');
  if (decoded.email_verified === true && !account.emailVerified) reject('claims a verified email the account lacks');
  if (decoded.admin === true && account.customClaims?.admin !== true) reject('claims admin, which the account is not');

  const provider = decoded.firebase.sign_in_provider;
  const linked = account.providerData.map((info) => info.providerId);
  if (!linked.includes(provider)) reject(`signed in with ${provider}, which the account does not use`);
  for (const [providerId, ids] of Object.entries(decoded.firebase.identities ?? {})) {
    if (providerId === 'email') continue;
    const known = account.providerData.filter((info) => info.providerId === providerId).map((info) => info.uid);
    if (!Array.isArray(ids) || !ids.every((id) => known.includes(String(id))))
      reject(`${providerId} identity differs from the account`);
  }

  // The emulator writes the account's last sign-in (its last refresh, for an account never signed
  // in) as auth_time: a genuine token's is neither before the account existed nor after that.
  const authTimeMs = decoded.auth_time * 1000;
  const { creationTime, lastSignInTime, lastRefreshTime } = account.metadata;
  const latest = Date.parse(lastSignInTime || lastRefreshTime || '');
  if (!(authTimeMs >= Date.parse(creationTime))) reject('signed in before the account existed');
  if (!(authTimeMs <= latest)) reject('signed in after the account last did');
}
