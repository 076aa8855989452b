/**
 * The production edge's nginx configuration: deploy/nginx/'s (the compose stack's) without the
 * Auth Emulator in its Content-Security-Policy, and with the CDN or load balancer in front named
 * from configuration, so each visitor is counted as their own address rather than the balancer's:
 *   EDGE_REAL_IP_FROM    the balancer's or CDN's addresses or CIDRs, comma-separated
 *   EDGE_REAL_IP_HEADER  the header it states the visitor in (default X-Forwarded-For)
 *   EDGE_IMAGE_ORIGINS   origins photos load from (PHOTO_S3_PUBLIC_BASE_URL's), for the CSP's img-src
 */
import { isIP } from 'node:net';
import { COMPOSE_NGINX, type NginxOptions, type RealIp } from './nginx.ts';

type Env = Record<string, string | undefined>;

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The trusted peers and their header, from the environment; null when none is named. */
export function realIpFrom(env: Env): RealIp | null {
  const header = env.EDGE_REAL_IP_HEADER?.trim() || undefined;
  const from = (env.EDGE_REAL_IP_FROM ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (from.length === 0) {
    if (header) throw new Error('EDGE_REAL_IP_HEADER is set, but EDGE_REAL_IP_FROM names nobody to believe it from');
    return null;
  }
  for (const entry of from) {
    if (!isAddressOrCidr(entry))
      throw new Error(`EDGE_REAL_IP_FROM takes IP addresses or CIDRs, comma-separated: "${entry}" is not one`);
    // A range of everything would let any visitor choose the address they are counted as.
    if (/\/0$/.test(entry)) throw new Error(`EDGE_REAL_IP_FROM "${entry}" would trust every address`);
  }
  if (header !== undefined && !/^[A-Za-z0-9-]{1,64}$/.test(header))
    throw new Error(`EDGE_REAL_IP_HEADER must be a header name such as X-Forwarded-For, got "${header}"`);
  return { from, header: header ?? 'X-Forwarded-For' };
}

/** The photo bucket's origins (comma-separated); each must be a bare https origin. */
export function imageOriginsFrom(env: Env): string[] {
  const entries = (env.EDGE_IMAGE_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    let origin: string | undefined;
    try {
      origin = new URL(entry).origin;
    } catch {
      origin = undefined;
    }
    if (origin !== entry || !entry.startsWith('https://'))
      throw new Error(
        `EDGE_IMAGE_ORIGINS takes bare https origins such as https://photos.example: "${entry}" is not one`,
      );
  }
  return entries;
}

export function productionNginx(env: Env, overrides: Partial<NginxOptions> = {}): NginxOptions {
  return {
    ...COMPOSE_NGINX,
    authEmulatorOrigin: null,
    realIp: realIpFrom(env),
    imageOrigins: imageOriginsFrom(env),
    ...overrides,
  };
}
