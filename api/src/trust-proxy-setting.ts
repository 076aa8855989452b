/**
 * TRUST_PROXY: which peers may set X-Forwarded-For. Rate limits key on the client address, so
 * trusting a peer that is not our own proxy would let any caller pick the address it is counted as.
 */
import { isIP } from 'node:net';
import { ConfigError } from './config-error.ts';

/** What Fastify's `trustProxy` takes: nothing, everything (development only), or the proxies' addresses and CIDRs. */
export type TrustProxy = boolean | string[];

// proxy-addr's names for address ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export function trustProxyFrom(raw: string | undefined, development: boolean): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') {
    if (development) return true;
    throw new ConfigError(
      "Refusing to start: TRUST_PROXY=true would believe any caller's X-Forwarded-For; list the addresses or CIDRs of the proxies in front of the API instead (e.g. TRUST_PROXY=10.0.0.5,10.0.1.0/24)",
    );
  }
  if (/^\d+$/.test(value)) {
    // Fastify cannot check the nearest peer against a hop count, so it would trust nobody.
    throw new ConfigError(`TRUST_PROXY takes the proxies' addresses or CIDRs, not a hop count ("${value}")`);
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
  if (invalid.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must be false or a comma-separated list of IP addresses and CIDRs; "${invalid.join('", "')}" is not one`,
    );
  }
  return entries;
}
