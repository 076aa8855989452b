/**
 * What the page sends to POST /api/telemetry: counts and names, never a message, a query string
 * or anything typed (api/src/schemas/telemetry.ts is the contract; these mirror it).
 */
export type ErrorKind = 'uncaught' | 'rejection' | 'boundary' | 'load';

export type ErrorReport = {
  kind: ErrorKind;
  remote: string;
  version: string;
  /** The error's constructor name ("TypeError"): what it was, without its message (which may quote people's data). */
  name: string;
};

export type VitalName = 'LCP' | 'INP' | 'CLS';

export type VitalReport = { name: VitalName; value: number };

export type TelemetryReport = {
  /** The page's path, without query string or fragment. */
  page: string;
  /** Every remote's version on this page: federation name -> version. */
  versions: Record<string, string>;
  /** Remotes that began running on this page since the last report: each is one session of its version. */
  started: string[];
  errors: ErrorReport[];
  /** Measured after consent only; counted for every remote that rendered the page (`rendered`). */
  vitals: VitalReport[];
  rendered: string[];
};

export const TELEMETRY_URL = '/api/telemetry';

/** The schema's bounds (api/src/schemas/telemetry.ts), which a report never exceeds. */
export const REPORT_LIMITS = { errors: 20, vitals: 3, remotes: 10 } as const;
