/**
 * The one-click unsubscribe link of each email (RFC 8058): it names an address and a kind and is
 * signed, so it works without signing in and cannot be made for someone else's address.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type EmailKind, isEmailKind } from './email-kinds.ts';

function signature(key: Buffer, email: string, kind: EmailKind): string {
  return createHmac('sha256', key).update(`${email}\n${kind}`).digest('base64url').slice(0, 32);
}

export function unsubscribeToken(key: Buffer, email: string, kind: EmailKind): string {
  return `${Buffer.from(email).toString('base64url')}.${kind}.${signature(key, email, kind)}`;
}

/** The address and kind a token names, or undefined when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(key: Buffer, token: string): { email: string; kind: EmailKind } | undefined {
  const [encoded, kind, given, ...rest] = token.split('.');
  if (encoded === undefined || kind === undefined || given === undefined || rest.length > 0) return undefined;
  if (!isEmailKind(kind)) return undefined;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signature(key, email, kind));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return { email, kind };
}
