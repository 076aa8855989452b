/**
 * PHOTO_STORAGE: where processed photos live. `folder` (the default) keeps them in
 * PHOTO_STORAGE_DIR, served by the API under /api/media/; `s3` puts them in an S3-compatible
 * bucket that browsers load from directly, named by PHOTO_S3_BUCKET, PHOTO_S3_REGION,
 * PHOTO_S3_ENDPOINT (an S3-compatible store's address; unset for AWS) and
 * PHOTO_S3_PUBLIC_BASE_URL (the CDN's or the bucket's public address). Credentials come from the
 * AWS SDK's usual chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, an instance role…).
 */
import { ConfigError } from './config-error.ts';
import type { S3StorageSettings } from './modules/photos/s3-storage.ts';

type Env = Record<string, string | undefined>;

export type PhotoStore = { kind: 'folder' } | ({ kind: 's3' } & S3StorageSettings);

const nonEmpty = (value: string | undefined) => value?.trim() || undefined;

// S3's rules for a bucket name: 3-63 lower-case letters, digits, dots and hyphens.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function httpUrl(key: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${key} must be an http(s) URL, got "${raw}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username)
    throw new ConfigError(`${key} must be an http(s) URL with no query, fragment or credentials, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function required(env: Env, key: string): string {
  const value = nonEmpty(env[key]);
  if (!value) throw new ConfigError(`PHOTO_STORAGE=s3 needs ${key}`);
  return value;
}

export function photoStoreFrom(env: Env): PhotoStore {
  const kind = nonEmpty(env.PHOTO_STORAGE) ?? 'folder';
  if (kind === 'folder') return { kind };
  if (kind !== 's3') throw new ConfigError(`PHOTO_STORAGE must be "folder" or "s3", got "${kind}"`);
  const bucket = required(env, 'PHOTO_S3_BUCKET');
  if (!BUCKET_NAME.test(bucket)) throw new ConfigError(`PHOTO_S3_BUCKET "${bucket}" is not a valid bucket name`);
  const endpointRaw = nonEmpty(env.PHOTO_S3_ENDPOINT);
  const endpoint = endpointRaw ? httpUrl('PHOTO_S3_ENDPOINT', endpointRaw) : undefined;
  const pathStyle = nonEmpty(env.PHOTO_S3_FORCE_PATH_STYLE);
  if (pathStyle !== undefined && pathStyle !== 'true' && pathStyle !== 'false')
    throw new ConfigError(`PHOTO_S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  return {
    kind,
    bucket,
    region: required(env, 'PHOTO_S3_REGION'),
    endpoint,
    // S3-compatible stores mostly want path-style addressing; AWS itself virtual-hosted.
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true',
    publicBaseUrl: httpUrl('PHOTO_S3_PUBLIC_BASE_URL', required(env, 'PHOTO_S3_PUBLIC_BASE_URL')),
  };
}
