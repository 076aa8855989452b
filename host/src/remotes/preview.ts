import type { Registry } from 'shared/contracts';
import { PREVIEW_STORAGE_KEY, previewStorage, previewToken } from './preview-token.ts';

export { PREVIEW_PARAM, PREVIEW_STORAGE_KEY } from './preview-token.ts';

/** The longest a preview token may live, whatever it says. */
const MAX_LIFETIME_S = 24 * 60 * 60;
const SRI = /^sha384-[A-Za-z0-9+/]{64}$/;

/** One remote at one published version, for this tab, until `exp` (seconds since the epoch). */
export type Preview = { id: string; remote: string; version: string; entry: string; integrity: string; exp: number };

export type PreviewCheck = { ok: true; preview: Preview } | { ok: false; reason: string };

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

const asciiBytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function claimsOf(body: string): (Preview & { iat: number }) | null {
  try {
    const value = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const { id, remote, version, entry, integrity, iat, exp } = value;
    if ([id, remote, version, entry, integrity].some((item) => typeof item !== 'string')) return null;
    if (typeof iat !== 'number' || typeof exp !== 'number') return null;
    return { id, remote, version, entry, integrity, iat, exp } as Preview & { iat: number };
  } catch {
    return null;
  }
}

/**
 * Honours a token only if the ops key in the registry signed it (Ed25519, WebCrypto), it names
 * a remote the registry has, a pinned entry, and it has not expired nor lives beyond 24 h.
 */
export async function checkPreview(
  token: string,
  registry: Registry,
  nowMs = Date.now(),
  subtle: SubtleCrypto = crypto.subtle,
): Promise<PreviewCheck> {
  if (!registry.previewKey) return { ok: false, reason: 'the registry has no preview key' };
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'not a signed preview token' };
  let valid = false;
  try {
    const key = await subtle.importKey('spki', bytesOf(registry.previewKey.replace(/=+$/, '')), 'Ed25519', false, [
      'verify',
    ]);
    valid = await subtle.verify('Ed25519', key, bytesOf(signature), asciiBytes(body));
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'bad signature' };
  const claims = claimsOf(body);
  if (!claims || !SRI.test(claims.integrity)) return { ok: false, reason: 'malformed claims' };
  if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  if (claims.exp - claims.iat > MAX_LIFETIME_S) return { ok: false, reason: 'lives longer than 24 h' };
  if (!registry.remotes[claims.remote]) return { ok: false, reason: `no remote ${claims.remote} in the registry` };
  const { iat: _issued, ...preview } = claims;
  return { ok: true, preview: { ...preview, entry: new URL(preview.entry, window.location.href).href } };
}

/**
 * The preview a token gives this tab: kept for the tab's later pages if it checks out; anything
 * unsigned, edited, expired or for another registry is ignored, said once in the console, and
 * forgotten.
 */
export async function previewFromToken(
  token: string,
  registry: Registry,
  subtle?: SubtleCrypto,
): Promise<Preview | null> {
  const storage = previewStorage();
  const check = await checkPreview(token, registry, Date.now(), subtle);
  try {
    if (check.ok) storage?.setItem(PREVIEW_STORAGE_KEY, token);
    else storage?.removeItem(PREVIEW_STORAGE_KEY);
  } catch {
    // Storage refused: the preview holds for this page only.
  }
  if (!check.ok) {
    console.warn(`Ignoring the preview link: ${check.reason}.`);
    return null;
  }
  return check.preview;
}

/** The preview this page runs, from its link or the tab's kept token (see previewToken). */
export async function previewForPage(registry: Registry, subtle?: SubtleCrypto): Promise<Preview | null> {
  const token = previewToken();
  return token ? previewFromToken(token, registry, subtle) : null;
}

/** Leaves the preview: the tab forgets the token and loads the page again on the registry's versions. */
export function exitPreview(): void {
  try {
    previewStorage()?.removeItem(PREVIEW_STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
  window.location.reload();
}
