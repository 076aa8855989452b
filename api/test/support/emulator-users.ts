/** Real accounts and real ID tokens from the Auth Emulator, through its REST API. */
import { randomUUID } from 'node:crypto';
import { EMULATOR_HOST, PROJECT_ID } from './emulator.ts';

const IDENTITY = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
// The emulator accepts any API key, and 'owner' as an admin bearer.
const KEY = 'key=any';
const ADMIN = { authorization: 'Bearer owner' };

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/**
 * A connection the emulator closed while idle can be handed to the next request, which then fails
 * before anything was sent ("fetch failed"), as seen on a loaded machine: a failed connection is
 * tried twice more. (Had the first try reached the emulator, a sign-up sent again says so:
 * EMAIL_EXISTS.)
 */
async function post(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (!(error instanceof TypeError) || attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

async function call<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await post(`${IDENTITY}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${path}: ${json.error?.message ?? response.status}`);
  return json;
}

/** An address unique to this run, so parallel or repeated runs never share rows or accounts. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export async function signIn(email: string, password: string): Promise<string> {
  const { idToken } = await call<{ idToken: string }>(`accounts:signInWithPassword?${KEY}`, {
    email,
    password,
    returnSecureToken: true,
  });
  return idToken;
}

export async function setEmailVerified(uid: string, verified: boolean): Promise<void> {
  await call(`projects/${PROJECT_ID}/accounts:update`, { localId: uid, emailVerified: verified }, ADMIN);
}

/** Signs a new account up; with `verified` the token it returns carries email_verified: true. */
export async function createUser(
  email: string,
  { verified = true, password = 'test-password-1' } = {},
): Promise<TestUser> {
  const { localId } = await call<{ localId: string }>(`accounts:signUp?${KEY}`, {
    email,
    password,
    returnSecureToken: true,
  });
  if (verified) await setEmailVerified(localId, true);
  return { uid: localId, email, password, idToken: await signIn(email, password) };
}

/**
 * Moves the account to a new (verified) address, as a person changing their email does, and signs
 * in again: the token it returns has the same uid and the new email. The user's token and email change in place.
 */
export async function changeEmail(user: TestUser, email: string): Promise<void> {
  await call(`projects/${PROJECT_ID}/accounts:update`, { localId: user.uid, email, emailVerified: true }, ADMIN);
  user.email = email;
  user.idToken = await signIn(email, user.password);
}

export async function deleteUsers(...users: TestUser[]): Promise<void> {
  for (const user of users) {
    await call(`projects/${PROJECT_ID}/accounts:delete`, { localId: user.uid }, ADMIN).catch(() => {});
  }
}

/**
 * Re-encodes an emulator token with edited claims, as an attacker could: emulator tokens are
 * unsigned (alg "none"), so this is exactly how a forged one looks.
 */
export function editToken(idToken: string, edit: (claims: Record<string, unknown>) => void): string {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  edit(claims);
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
}

export function bearer(user: TestUser | string): Record<string, string> {
  return { authorization: `Bearer ${typeof user === 'string' ? user : user.idToken}` };
}

/** Admin changes to an account: disable it, or move its creation and last sign-in into the past (ms since the epoch). */
export async function updateAccount(
  uid: string,
  changes: { disabled?: boolean; createdAt?: number; lastLoginAt?: number },
): Promise<void> {
  await call(
    `projects/${PROJECT_ID}/accounts:update`,
    {
      localId: uid,
      ...(changes.disabled === undefined ? {} : { disableUser: changes.disabled }),
      ...(changes.createdAt === undefined ? {} : { createdAt: String(changes.createdAt) }),
      ...(changes.lastLoginAt === undefined ? {} : { lastLoginAt: String(changes.lastLoginAt) }),
    },
    ADMIN,
  );
}
