import { createPrivateKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { validatedPin } from './commands.ts';
import type { Environment } from './environments.ts';
import { checkPreview, parseLifetime, publicKeyText, signPreview, type PreviewClaims } from './preview-token.ts';
import { commitRegistry, readRegistry } from './registry-store.ts';
import { OpsError, resolveRemote } from './remotes.ts';

/** The URL parameter a preview link carries its token in. */
export const PREVIEW_PARAM = 'preview';

/**
 * The ops key that signs preview links: `OPS_PREVIEW_KEY_FILE`, else `<env>.preview-key.pem`
 * beside the registry (never served). A PKCS#8 PEM Ed25519 private key.
 */
export function previewKeyFile(env: Environment): string {
  return process.env.OPS_PREVIEW_KEY_FILE ?? `${env.registryFile.replace(/\.json$/, '')}.preview-key.pem`;
}

/** Reads the ops key, creating one (readable by its owner only) the first time. */
async function opsKey(env: Environment): Promise<KeyObject> {
  const file = previewKeyFile(env);
  const pem = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (pem !== null) {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== 'ed25519') throw new OpsError(`${file} is not an Ed25519 private key.`);
    return key;
  }
  const { privateKey } = generateKeyPairSync('ed25519');
  await fs.mkdir(path.dirname(file), { recursive: true });
  // `wx`: two first runs at once never overwrite each other's key.
  await fs.writeFile(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  return privateKey;
}

export type IssuedPreview = { token: string; link: string; claims: PreviewClaims; revision: number };

/**
 * Signs a link that lets one browser tab run `version` of `remote` until it expires (at most
 * 24 h), after the checks a deploy makes. The public key goes into the registry, and the issue
 * into its history.
 */
export async function issuePreview(
  env: Environment,
  remoteInput: string,
  version: string,
  { lifetime, actor, now = Date.now() }: { lifetime: string; actor: string; now?: number },
): Promise<IssuedPreview> {
  const remote = resolveRemote(remoteInput);
  const ms = parseLifetime(lifetime);
  if (!env.siteOrigin) throw new OpsError(`Environment ${env.name} names no site origin to link to.`);
  const read = await readRegistry(env);
  const stable = read.remotes[remote];
  if (!stable) throw new OpsError(`Refusing to preview ${remote}: it has no stable version yet; deploy one first.`);
  const { unchecked: _never, ...pin } = await validatedPin(env, remote, version, 'preview');
  const key = await opsKey(env);
  const iat = Math.floor(now / 1000);
  const claims: PreviewClaims = { id: randomUUID(), remote, ...pin, iat, exp: iat + Math.floor(ms / 1000) };
  const token = signPreview(claims, key);
  const next = await commitRegistry(env, read.revision, (current) => ({
    ...current,
    previewKey: publicKeyText(key),
    history: [
      ...current.history,
      {
        revision: current.revision + 1,
        at: new Date(now).toISOString(),
        actor,
        remote,
        action: 'preview',
        from: stable.version,
        to: version,
        preview: { id: claims.id, expires: new Date(claims.exp * 1000).toISOString() },
      },
    ],
  }));
  const link = new URL('/', env.siteOrigin);
  link.searchParams.set(PREVIEW_PARAM, token);
  return { token, link: link.href, claims, revision: next.revision };
}

/** Where a site keeps the uses of preview links: `<registry>.previews.log`, one JSON line each. */
export function previewLogFile(registryFile: string): string {
  return `${registryFile.replace(/\.json$/, '')}.previews.log`;
}

/**
 * Records a page request carrying a preview token, with the verdict the host will reach (from
 * the served registry's key), so every use is on record: valid ones by id, the others with why.
 */
export async function recordPreviewUse(registryFile: string, token: string, now = Date.now()): Promise<void> {
  const served = await fs.readFile(registryFile, 'utf8').catch(() => '{}');
  let key: string | undefined;
  try {
    key = (JSON.parse(served) as { previewKey?: string }).previewKey;
  } catch {
    key = undefined;
  }
  const check = checkPreview(token, key, now);
  const line = check.ok
    ? {
        at: new Date(now).toISOString(),
        valid: true,
        id: check.claims.id,
        remote: check.claims.remote,
        version: check.claims.version,
      }
    : { at: new Date(now).toISOString(), valid: false, reason: check.reason };
  await fs.appendFile(previewLogFile(registryFile), `${JSON.stringify(line)}\n`);
}
