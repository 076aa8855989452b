/**
 * The one-click unsubscribe link of each email (RFC 8058): it names an account and a kind and is
 * signed, so it works without signing in and cannot be made for someone else's account. It names
 * the account (uid), not the address, so it keeps working after the person changes their email.
 *
 * Links sent before emails followed the account named the address instead
 * (`<address>.<kind>.<signature>`); they are still read, and the route applies them to the account
 * that has that address now.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type EmailKind, isEmailKind } from './email-kinds.ts';

/** Marks a token that names an account; an address-naming token's first part is never this short. */
const ACCOUNT = 'a';

export type UnsubscribeTarget = { uid: string; kind: EmailKind } | { email: string; kind: EmailKind };

function sign(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url').slice(0, 32);
}

// The account's signed text has two line breaks, an address's one, so neither passes for the other.
const accountText = (uid: string, kind: EmailKind) => `account\n${uid}\n${kind}`;
const addressText = (email: string, kind: EmailKind) => `${email}\n${kind}`;

export function unsubscribeToken(key: Buffer, uid: string, kind: EmailKind): string {
  return `${ACCOUNT}.${Buffer.from(uid).toString('base64url')}.${kind}.${sign(key, accountText(uid, kind))}`;
}

/** A token of the earlier form, naming an address; only tests make these now. */
export function addressUnsubscribeToken(key: Buffer, email: string, kind: EmailKind): string {
  return `${Buffer.from(email).toString('base64url')}.${kind}.${sign(key, addressText(email, kind))}`;
}

function signedBy(key: Buffer, text: string, given: string): boolean {
  const expected = Buffer.from(sign(key, text));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The account (or, for an earlier link, the address) and kind a token names; undefined when malformed or forged. */
export function readUnsubscribeToken(key: Buffer, token: string): UnsubscribeTarget | undefined {
  const parts = token.split('.');
  if (parts.length === 4 && parts[0] === ACCOUNT) {
    const [, encoded, kind, given] = parts as [string, string, string, string];
    if (!isEmailKind(kind)) return undefined;
    const uid = Buffer.from(encoded, 'base64url').toString('utf8');
    return uid !== '' && signedBy(key, accountText(uid, kind), given) ? { uid, kind } : undefined;
  }
  if (parts.length !== 3) return undefined;
  const [encoded, kind, given] = parts as [string, string, string];
  if (!isEmailKind(kind)) return undefined;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  return signedBy(key, addressText(email, kind), given) ? { email, kind } : undefined;
}
