/**
 * Turns a Firebase ID token into a verified user, with firebase-admin doing the verification and
 * the revocation check (a disabled account or revoked session is refused), plus our own checks
 * that its lifetime is plausible and its identity claims agree (token-claims.ts).
 *
 * Against the Auth Emulator, tokens are unsigned and firebase-admin skips the signature, so an
 * edited payload would otherwise pass. There every claim is also compared with the emulator's
 * account, fetched by uid. Only development and test run in emulator mode (see config).
 */
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type DecodedIdToken, getAuth } from 'firebase-admin/auth';
import { checkAgainstAccount, checkClaimsAgree, checkLifetime } from './token-claims.ts';

export interface VerifiedUser {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  /** The custom claim `admin: true`, set with firebase-admin's setCustomUserClaims. */
  admin: boolean;
  /** When the token was issued (`iat`), in seconds since the epoch. */
  issuedAt: number;
}

export class AuthenticationError extends Error {
  override name = 'AuthenticationError';
  readonly statusCode = 401;
}

export class AuthServiceUnavailableError extends Error {
  override name = 'AuthServiceUnavailableError';
  readonly statusCode = 503;
}

export interface TokenVerifierOptions {
  projectId: string;
  /** host:port of the Auth Emulator, or undefined for real Firebase. */
  emulatorHost: string | undefined;
  /** The clock, in milliseconds since the epoch; tests drive a fake one. */
  now?: () => number;
}

export interface TokenVerifier {
  verify(idToken: string): Promise<VerifiedUser>;
  /** Drops every cached token of `uid` (an account just closed): their next call asks Firebase again. */
  forget(uid: string): void;
  /** The account that signs in with `email` right now, or undefined when none does. */
  accountByEmail(email: string): Promise<{ uid: string; email: string } | undefined>;
  close(): Promise<void>;
}

const EXPIRED_CODES = new Set(['auth/id-token-expired']);
const REJECTED_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-id-token',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/**
 * Verified results are reused briefly, since the same token arrives on every call a page makes.
 * This is also how long a disabled or revoked account keeps access on a token it has just used.
 */
export const VERIFIED_TOKEN_CACHE_MS = 10_000;
const CACHE_MAX_ENTRIES = 1_000;

let appCounter = 0;

function translate(error: unknown): Error {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && EXPIRED_CODES.has(code)) {
    return new AuthenticationError('Your session has expired. Please sign in again.');
  }
  if (typeof code === 'string' && REJECTED_CODES.has(code)) {
    return new AuthenticationError('Invalid authentication token.');
  }
  return new AuthServiceUnavailableError('The sign-in service is unavailable. Please try again shortly.');
}

export function createTokenVerifier({ projectId, emulatorHost, now = Date.now }: TokenVerifierOptions): TokenVerifier {
  // firebase-admin reads the emulator address from the environment when it verifies.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;

  const app: App = initializeApp({ projectId }, `token-verifier-${++appCounter}`);
  const auth = getAuth(app);
  const cache = new Map<string, { user: VerifiedUser; until: number }>();
  // A token already being verified is not verified again: the tabs of one user reconnecting at
  // once after an instance went away all present the same token.
  const inFlight = new Map<string, Promise<VerifiedUser>>();

  const verifyAnew = async (idToken: string): Promise<VerifiedUser> => {
    let decoded: DecodedIdToken;
    try {
      decoded = await auth.verifyIdToken(idToken, true);
      checkLifetime(decoded, now());
      checkClaimsAgree(decoded);
      if (emulatorHost) checkAgainstAccount(decoded, await auth.getUser(decoded.uid));
    } catch (error) {
      throw translate(error);
    }

    const user = {
      uid: decoded.uid,
      email: decoded.email,
      emailVerified: decoded.email_verified === true,
      admin: decoded.admin === true,
      issuedAt: decoded.iat,
    };
    if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(idToken, { user, until: Math.min(now() + VERIFIED_TOKEN_CACHE_MS, decoded.exp * 1000) });
    return user;
  };

  return {
    async verify(idToken) {
      const cached = cache.get(idToken);
      if (cached && cached.until > now()) return cached.user;
      cache.delete(idToken);
      let pending = inFlight.get(idToken);
      if (!pending) {
        pending = verifyAnew(idToken).finally(() => inFlight.delete(idToken));
        inFlight.set(idToken, pending);
      }
      return pending;
    },
    forget(uid) {
      for (const [token, entry] of cache) if (entry.user.uid === uid) cache.delete(token);
    },
    async accountByEmail(email) {
      try {
        const account = await auth.getUserByEmail(email);
        return account.email ? { uid: account.uid, email: account.email } : undefined;
      } catch (error) {
        if ((error as { code?: unknown }).code === 'auth/user-not-found') return undefined;
        throw translate(error);
      }
    },
    async close() {
      cache.clear();
      await deleteApp(app);
    },
  };
}
