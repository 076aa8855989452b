/**
 * Turns a Firebase ID token into a verified user, with firebase-admin doing the verification.
 *
 * Against the Auth Emulator, tokens are unsigned and firebase-admin skips the signature (it only
 * checks that the account still exists and is enabled), so an edited payload would otherwise
 * pass. There we also require the token's email claims to match the emulator's account.
 * Production never runs in emulator mode (see config).
 */
import { type App, deleteApp, initializeApp } from 'firebase-admin/app'
import { type Auth, type DecodedIdToken, getAuth } from 'firebase-admin/auth'

export interface VerifiedUser {
  uid: string
  email: string | undefined
  emailVerified: boolean
}

export class AuthenticationError extends Error {
  override name = 'AuthenticationError'
  readonly statusCode = 401
}

export class AuthServiceUnavailableError extends Error {
  override name = 'AuthServiceUnavailableError'
  readonly statusCode = 503
}

export interface TokenVerifierOptions {
  projectId: string
  /** host:port of the Auth Emulator, or undefined for real Firebase. */
  emulatorHost: string | undefined
}

export interface TokenVerifier {
  verify(idToken: string): Promise<VerifiedUser>
  close(): Promise<void>
}

const EXPIRED_CODES = new Set(['auth/id-token-expired'])
const REJECTED_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-id-token',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found'
])

// Verified results are reused briefly: the same token arrives on every call the page makes.
const CACHE_TTL_MS = 30_000
const CACHE_MAX_ENTRIES = 1_000

let appCounter = 0

function translate(error: unknown): Error {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && EXPIRED_CODES.has(code)) {
    return new AuthenticationError('Your session has expired. Please sign in again.')
  }
  if (typeof code === 'string' && REJECTED_CODES.has(code)) {
    return new AuthenticationError('Invalid authentication token.')
  }
  return new AuthServiceUnavailableError('The sign-in service is unavailable. Please try again shortly.')
}

async function checkAgainstEmulatorAccount(auth: Auth, decoded: DecodedIdToken): Promise<void> {
  const account = await auth.getUser(decoded.uid)
  const email = account.email?.toLowerCase()
  const claimsMatch =
    email === decoded.email?.toLowerCase() && (decoded.email_verified !== true || account.emailVerified)
  if (account.disabled) throw Object.assign(new Error('account disabled'), { code: 'auth/user-disabled' })
  if (!claimsMatch) {
    throw Object.assign(new Error('token claims do not match the account'), { code: 'auth/invalid-id-token' })
  }
}

export function createTokenVerifier({ projectId, emulatorHost }: TokenVerifierOptions): TokenVerifier {
  // firebase-admin reads the emulator address from the environment when it verifies.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST

  const app: App = initializeApp({ projectId }, `token-verifier-${++appCounter}`)
  const auth = getAuth(app)
  const cache = new Map<string, { user: VerifiedUser; until: number }>()

  return {
    async verify(idToken) {
      const cached = cache.get(idToken)
      if (cached && cached.until > Date.now()) return cached.user

      let decoded: DecodedIdToken
      try {
        decoded = await auth.verifyIdToken(idToken)
        if (emulatorHost) await checkAgainstEmulatorAccount(auth, decoded)
      } catch (error) {
        throw translate(error)
      }

      const user = { uid: decoded.uid, email: decoded.email, emailVerified: decoded.email_verified === true }
      if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as string)
      cache.set(idToken, { user, until: Math.min(Date.now() + CACHE_TTL_MS, decoded.exp * 1000) })
      return user
    },
    async close() {
      cache.clear()
      await deleteApp(app)
    }
  }
}
