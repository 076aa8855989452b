import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { OpsError } from './remotes.ts';

/** The longest a preview link may live. */
export const PREVIEW_MAX_MS = 24 * 60 * 60 * 1000;

/**
 * What a preview link grants: one remote, one published version (its entry and pinned hash, so
 * the host can load it with integrity), until `exp`. Times in seconds since the epoch.
 */
export type PreviewClaims = {
  id: string;
  remote: string;
  version: string;
  entry: string;
  integrity: string;
  iat: number;
  exp: number;
};

const base64url = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('base64url');

/** `<claims as base64url JSON>.<Ed25519 signature of the first part, base64url>`. */
export function signPreview(claims: PreviewClaims, privateKey: KeyObject): string {
  const body = base64url(Buffer.from(JSON.stringify(claims)));
  return `${body}.${base64url(sign(null, Buffer.from(body), privateKey))}`;
}

/** The public key as the registry carries it: SPKI DER, base64. */
export function publicKeyText(key: KeyObject): string {
  return createPublicKey(key).export({ type: 'spki', format: 'der' }).toString('base64');
}

export type PreviewCheck = { ok: true; claims: PreviewClaims } | { ok: false; reason: string };

function claimsOf(body: string): PreviewClaims | null {
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<PreviewClaims>;
    const strings = [value.id, value.remote, value.version, value.entry, value.integrity];
    if (strings.some((item) => typeof item !== 'string')) return null;
    if (typeof value.iat !== 'number' || typeof value.exp !== 'number') return null;
    return value as PreviewClaims;
  } catch {
    return null;
  }
}

/** The checks the host makes, on the server side (to record a link's use with its verdict). */
export function checkPreview(token: string, publicKey: string | undefined, nowMs = Date.now()): PreviewCheck {
  if (!publicKey) return { ok: false, reason: 'the registry has no preview key' };
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'not a signed preview token' };
  const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
  if (!verify(null, Buffer.from(body), key, Buffer.from(signature, 'base64url')))
    return { ok: false, reason: 'bad signature' };
  const claims = claimsOf(body);
  if (!claims) return { ok: false, reason: 'malformed claims' };
  if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  if ((claims.exp - claims.iat) * 1000 > PREVIEW_MAX_MS) return { ok: false, reason: 'lives longer than 24 h' };
  return { ok: true, claims };
}

/** `2h`, `30m`, `90s`, `1d`: at most 24 h. */
export function parseLifetime(text: string | undefined): number {
  const match = /^(\d+)(s|m|h|d)$/.exec(text ?? '');
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };
  const ms = match ? Number(match[1]) * unit[match[2] as keyof typeof unit] : NaN;
  if (!(ms > 0) || ms > PREVIEW_MAX_MS)
    throw new OpsError(`--for must be a duration up to 24h such as 30m, 2h or 1d (got "${text ?? ''}").`);
  return ms;
}
