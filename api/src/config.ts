/** Runtime configuration, read once from the environment and validated before anything starts. */
import { fileURLToPath } from 'node:url';
import { ConfigError } from './config-error.ts';
import { developmentFeaturesFrom } from './development-features-setting.ts';
import { type PhotoStore, photoStoreFrom } from './photo-storage-setting.ts';
import { type EmailSettings, emailSettingsFrom } from './email-settings.ts';
import { feeBasisPointsFrom } from './modules/billing/fee-setting.ts';
import { identitySettingsFrom, isDevelopment } from './identity-settings.ts';
import { siteOriginFrom } from './site-origin-setting.ts';
import { type TrustProxy, trustProxyFrom } from './trust-proxy-setting.ts';
import { type TelemetrySettings, telemetrySettingsFrom } from './modules/telemetry/telemetry-settings.ts';

export { ConfigError } from './config-error.ts';
export { DEV_INTERNAL_SERVICE_TOKEN } from './identity-settings.ts';

export interface AppConfig {
  /** NODE_ENV as given; 'production' when unset (only development and test relax the rules). */
  nodeEnv: string;
  /** DEVELOPMENT_FEATURES=on: the test clock and internal test routes (refused under production rules). */
  developmentFeatures: boolean;
  host: string;
  port: number;
  logLevel: string;
  corsOrigins: string[];
  /** The site's own origin, for canonical URLs; unset (development and test only) means a request's, if allowed. */
  siteOrigin: string | undefined;
  trustProxy: TrustProxy;
  bodyLimit: number;
  requestTimeoutMs: number;
  rateLimit: { max: number; windowMs: number };
  mailingListRateLimit: { max: number; windowMs: number };
  /** Per client address, on this instance: the contact form's messages to support. */
  contactRateLimit: { max: number; windowMs: number };
  database: {
    /** When set, a PostgreSQL server is used through `pg`; otherwise embedded PGlite. */
    url: string | undefined;
    /** Optional schema for all tables (isolates test runs on a shared database). */
    schema: string | undefined;
    pgliteDir: string;
  };
  firebase: {
    projectId: string;
    /** host:port of the Auth Emulator; undefined means real Firebase (signed tokens only). */
    authEmulatorHost: string | undefined;
  };
  internalServiceToken: string;
  stream: {
    /** Open notification streams allowed per user; one more answers 429. */
    maxPerUser: number;
    /** Open notification streams allowed on this instance; one more answers 429. */
    maxTotal: number;
    /** Silence on a stream never lasts longer than this, well inside every proxy's idle limit. */
    heartbeatMs: number;
  };
  photos: {
    /** Where processed photos live: the folder (the default) or an S3-compatible bucket (PHOTO_STORAGE=s3). */
    store: PhotoStore;
    /** Folder of the default photo storage, served under /api/media/ (and the source of a move to a bucket). */
    storageDir: string;
    /** Image operations at once (each holds one of libuv's 4 pool threads). */
    processingConcurrency: number;
    /** Photos being processed or waiting at once; one more upload answers 503. */
    maxInFlight: number;
  };
  timed: {
    /**
     * Mean time between two sweeps of the timed transitions on this instance (jittered); 0 runs
     * them only on demand. Tests drive time themselves, so under NODE_ENV=test the default is 0.
     */
    intervalMs: number;
    /** Due rows one transaction claims and transitions at most. */
    batchSize: number;
  };
  email: EmailSettings;
  /** PLATFORM_FEE_PERCENT (default 10) as basis points: the fee on each completed booking. */
  platformFeeBasisPoints: number;
  telemetry: TelemetrySettings;
}

/**
 * The site's apps and their local ports are written once, in tooling: a development dependency,
 * left out of a production install. Only development and test rules read it (the local site's
 * origins are their CORS default), so production neither needs it nor trusts those origins.
 */
const localApps = await import('tooling/apps').catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'ERR_MODULE_NOT_FOUND') return null;
  throw error;
});

type Env = Record<string, string | undefined>;

function intFrom(env: Env, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${key} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

function positiveIntFrom(env: Env, key: string, fallback: number): number {
  const value = intFrom(env, key, fallback);
  if (value === 0) throw new ConfigError(`${key} must be at least 1, got "${env[key]}"`);
  return value;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Under development and test rules, the local site (`npm start`) on every app's port; otherwise none. */
function defaultCorsOrigins(env: Env): string[] {
  if (!isDevelopment(env)) return [];
  if (!localApps) {
    throw new ConfigError(
      "CORS_ORIGINS is not set and its development default (the local site's ports, from the tooling package) is not installed: set CORS_ORIGINS or install the development dependencies",
    );
  }
  return ['localhost', '127.0.0.1'].flatMap((host) => localApps.APPS.map((app) => `http://${host}:${app.port}`));
}

function corsOriginsFrom(env: Env): string[] {
  const raw = nonEmpty(env.CORS_ORIGINS);
  if (!raw) return defaultCorsOrigins(env);
  const origins = raw
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of origins) {
    // An allowlist entry must be an exact origin: a path or wildcard would silently never match.
    if (new URL(origin).origin !== origin) {
      throw new ConfigError(`CORS_ORIGINS entry "${origin}" is not a bare origin like https://example.org`);
    }
  }
  return origins;
}

function platformFeeFrom(env: Env): number {
  try {
    return feeBasisPointsFrom(env.PLATFORM_FEE_PERCENT);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? 'production';
  const { firebase, internalServiceToken } = identitySettingsFrom(env);

  const schema = nonEmpty(env.DATABASE_SCHEMA);
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new ConfigError('DATABASE_SCHEMA must be a lower-case SQL identifier');
  }

  const siteOrigin = siteOriginFrom(env.SITE_ORIGIN, isDevelopment(env));
  return {
    nodeEnv,
    developmentFeatures: developmentFeaturesFrom(env, isDevelopment(env)),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    port: intFrom(env, 'PORT', 4000),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    corsOrigins: corsOriginsFrom(env),
    siteOrigin,
    trustProxy: trustProxyFrom(env.TRUST_PROXY, isDevelopment(env)),
    bodyLimit: intFrom(env, 'BODY_LIMIT_BYTES', 16 * 1024),
    requestTimeoutMs: intFrom(env, 'REQUEST_TIMEOUT_MS', 10_000),
    rateLimit: {
      max: intFrom(env, 'RATE_LIMIT_MAX', 300),
      windowMs: intFrom(env, 'RATE_LIMIT_WINDOW_MS', 60_000),
    },
    mailingListRateLimit: {
      max: intFrom(env, 'MAILINGLIST_RATE_LIMIT_MAX', 5),
      windowMs: intFrom(env, 'MAILINGLIST_RATE_LIMIT_WINDOW_MS', 60_000),
    },
    contactRateLimit: {
      max: positiveIntFrom(env, 'CONTACT_RATE_LIMIT_MAX', 3),
      windowMs: positiveIntFrom(env, 'CONTACT_RATE_LIMIT_WINDOW_MS', 15 * 60_000),
    },
    database: {
      url: nonEmpty(env.DATABASE_URL),
      schema,
      pgliteDir: nonEmpty(env.PGLITE_DIR) ?? fileURLToPath(new URL('../.data/pglite', import.meta.url)),
    },
    firebase,
    internalServiceToken,
    stream: {
      maxPerUser: positiveIntFrom(env, 'STREAM_MAX_PER_USER', 5),
      maxTotal: positiveIntFrom(env, 'STREAM_MAX_TOTAL', 1_000),
      heartbeatMs: positiveIntFrom(env, 'STREAM_HEARTBEAT_MS', 15_000),
    },
    photos: {
      store: photoStoreFrom(env),
      storageDir: nonEmpty(env.PHOTO_STORAGE_DIR) ?? fileURLToPath(new URL('../.data/photos', import.meta.url)),
      processingConcurrency: positiveIntFrom(env, 'PHOTO_PROCESSING_CONCURRENCY', 2),
      maxInFlight: positiveIntFrom(env, 'PHOTO_PROCESSING_MAX', 8),
    },
    timed: {
      intervalMs: intFrom(env, 'TIMED_INTERVAL_MS', nodeEnv === 'test' ? 0 : 60_000),
      batchSize: positiveIntFrom(env, 'TIMED_BATCH_SIZE', 20),
    },
    email: emailSettingsFrom(env, { nodeEnv, siteOrigin, internalServiceToken }),
    platformFeeBasisPoints: platformFeeFrom(env),
    telemetry: telemetrySettingsFrom(env),
  };
}
