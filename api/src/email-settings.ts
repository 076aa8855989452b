/**
 * How the API sends email. Development defaults to the local mail catcher (maildev, which
 * `npm start` runs); production sends only when SMTP_URL names a server, and tests only when a
 * test gives one, so the outbox fills but nothing is sent behind a test's back.
 */
import { createHmac } from 'node:crypto';
import { ConfigError } from './config-error.ts';
import { normalizeEmail, parseEmail } from './modules/email-address.ts';

export const LOCAL_MAIL_CATCHER_SMTP = 'smtp://127.0.0.1:1025';
const LOCAL_SITE = 'http://localhost:3000';

export interface EmailSettings {
  /** smtp:// or smtps:// URL (credentials allowed); undefined: nothing is sent, the outbox keeps it. */
  smtpUrl: string | undefined;
  /** The From address; the sender's display name is put in front of it per email. */
  fromAddress: string;
  /** Where the contact form's messages go (SUPPORT_EMAIL). */
  supportAddress: string;
  /** The site's origin that links in an email open (and the one-click unsubscribe posts to, via /api). */
  linkOrigin: string;
  /** Key of the unsubscribe links' signatures. */
  linkKey: Buffer;
  /** How often each instance's worker looks for due email. */
  pollMs: number;
  batchSize: number;
  /** A thread's messages within this long of its first go as one email. */
  threadWindowMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Tries before an email is given up as failed. */
  maxAttempts: number;
  /** How long a worker holds an email while it sends it; one that died frees it after this. */
  leaseMs: number;
}

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function positive(env: Env, key: string, fallback: number): number {
  const raw = nonEmpty(env[key]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new ConfigError(`${key} must be a whole number of at least 1, got "${raw}"`);
  return value;
}

function smtpUrlFrom(env: Env, nodeEnv: string): string | undefined {
  const raw = nonEmpty(env.SMTP_URL);
  if (raw === undefined) return nodeEnv === 'development' ? LOCAL_MAIL_CATCHER_SMTP : undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SMTP_URL must be a URL such as smtps://user:password@smtp.example.org:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got ${url.protocol}//`);
  }
  return raw;
}

export const DEFAULT_SUPPORT_EMAIL = 'support@kidsevents.example';

function supportAddressFrom(env: Env): string {
  const raw = nonEmpty(env.SUPPORT_EMAIL);
  if (raw === undefined) return DEFAULT_SUPPORT_EMAIL;
  const address = parseEmail(raw);
  if (!address) throw new ConfigError(`SUPPORT_EMAIL must be an email address, got "${raw}"`);
  return normalizeEmail(address);
}

export function emailSettingsFrom(
  env: Env,
  {
    nodeEnv,
    siteOrigin,
    internalServiceToken,
  }: { nodeEnv: string; siteOrigin: string | undefined; internalServiceToken: string },
): EmailSettings {
  const linkOrigin = nonEmpty(env.EMAIL_LINK_ORIGIN) ?? siteOrigin ?? LOCAL_SITE;
  if (new URL(linkOrigin).origin !== linkOrigin) {
    throw new ConfigError(
      `EMAIL_LINK_ORIGIN must be a bare origin like https://kidsevents.example, got "${linkOrigin}"`,
    );
  }
  return {
    smtpUrl: smtpUrlFrom(env, nodeEnv),
    fromAddress: nonEmpty(env.EMAIL_FROM) ?? 'notifications@kidsevents.example',
    supportAddress: supportAddressFrom(env),
    linkOrigin,
    // Derived from the service token (already a required secret): no second secret to provision.
    linkKey: createHmac('sha256', internalServiceToken).update('email-unsubscribe-links').digest(),
    pollMs: positive(env, 'EMAIL_POLL_MS', 1_000),
    batchSize: positive(env, 'EMAIL_BATCH_SIZE', 50),
    threadWindowMs: positive(env, 'EMAIL_THREAD_WINDOW_MS', 5 * 60_000),
    retryBaseMs: positive(env, 'EMAIL_RETRY_BASE_MS', 5_000),
    retryMaxMs: positive(env, 'EMAIL_RETRY_MAX_MS', 15 * 60_000),
    maxAttempts: positive(env, 'EMAIL_MAX_ATTEMPTS', 20),
    leaseMs: positive(env, 'EMAIL_LEASE_MS', 60_000),
  };
}
