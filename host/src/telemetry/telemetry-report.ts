/**
 * What the page sends to POST /api/telemetry: counts and names, never a message, a query string
 * or anything typed. The API's schema (api/src/schemas/telemetry.ts) is the contract.
 */
import type { TelemetryReport } from 'shared/contracts';

export type { TelemetryReport };
export type ErrorReport = TelemetryReport['errors'][number];
export type ErrorKind = ErrorReport['kind'];
export type VitalReport = TelemetryReport['vitals'][number];

export const TELEMETRY_URL = '/api/telemetry';

/** The schema's bounds, which a report never exceeds. */
export const REPORT_LIMITS = { errors: 20, vitals: 3, remotes: 10 } as const;
