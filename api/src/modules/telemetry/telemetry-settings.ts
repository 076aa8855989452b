/**
 * Telemetry and automatic canary rollback settings, read from the environment with the rest of
 * the configuration (config.ts). docs/operations.md ("Telemetry", "Automatic rollback") says
 * what each does.
 */
import { ConfigError } from '../../config-error.ts';

type Env = Record<string, string | undefined>;

export interface TelemetrySettings {
  /** Reports one client address may send per window (POST /api/telemetry); one more answers 429. */
  rateLimit: { max: number; windowMs: number };
  /** Counts older than this are deleted by the timed sweep. */
  retentionDays: number;
  /** Error samples (kind, name, page, version map) kept per minute at most. */
  samplesPerMinute: number;
  canary: {
    /**
     * The served registry (`…/<env>.json`; its ops record beside it) whose canaries the sweep
     * watches and aborts. Unset: no automatic rollback on this instance.
     */
    registryFile: string | undefined;
    /** The window the error rates are compared over. */
    windowMinutes: number;
    /** Canary sessions needed in the window before any verdict. */
    minSessions: number;
    /** Abort when the canary's error rate exceeds stable's by this factor... */
    factor: number;
    /** ...stable's rate being taken as at least this (a clean stable would otherwise make any error a verdict). */
    baselineErrorRate: number;
  };
  /** Who is told when the sweep aborts a canary (the `ops` recipients). */
  opsRecipients: string[];
}

function number(env: Env, key: string, fallback: number, { integer = true, min = 0 } = {}): number {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min) {
    throw new ConfigError(`${key} must be ${integer ? 'an integer' : 'a number'} of at least ${min}, got "${raw}"`);
  }
  return value;
}

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

function recipients(raw: string | undefined): string[] {
  const list = (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const address of list) {
    if (!EMAIL.test(address)) throw new ConfigError(`OPS_NOTIFY_EMAILS entry "${address}" is not an email address`);
  }
  if (list.length > 50) throw new ConfigError('OPS_NOTIFY_EMAILS names more than 50 recipients');
  return list;
}

export function telemetrySettingsFrom(env: Env): TelemetrySettings {
  return {
    rateLimit: {
      max: number(env, 'TELEMETRY_RATE_LIMIT_MAX', 30, { min: 1 }),
      windowMs: number(env, 'TELEMETRY_RATE_LIMIT_WINDOW_MS', 60_000, { min: 1 }),
    },
    retentionDays: number(env, 'TELEMETRY_RETENTION_DAYS', 14, { min: 1 }),
    samplesPerMinute: number(env, 'TELEMETRY_SAMPLES_PER_MINUTE', 20),
    canary: {
      registryFile: env.CANARY_REGISTRY_FILE?.trim() || undefined,
      windowMinutes: number(env, 'CANARY_WINDOW_MINUTES', 15, { min: 1 }),
      minSessions: number(env, 'CANARY_MIN_SESSIONS', 20, { min: 1 }),
      factor: number(env, 'CANARY_ERROR_FACTOR', 2, { integer: false, min: 1 }),
      baselineErrorRate: number(env, 'CANARY_BASELINE_ERROR_RATE', 0.01, { integer: false }),
    },
    opsRecipients: recipients(env.OPS_NOTIFY_EMAILS),
  };
}
