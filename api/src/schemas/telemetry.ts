/**
 * POST /api/telemetry: what a page reports about the remote versions it ran. Strict: every
 * string has a pattern, every list a bound, no property beyond these; nothing in it can carry
 * a message, a query string or anything a person typed.
 */
import { Type } from '@sinclair/typebox';
import { named } from './named.ts';

export const REMOTE_NAME_PATTERN = '^remote_[a-z_]{1,40}$';
/** A remote's federation name, or `host` for the host's own code. */
export const ATTRIBUTED_PATTERN = '^(host|remote_[a-z_]{1,40})$';
export const VERSION_PATTERN = '^[A-Za-z0-9_.-]{1,100}$';

const RemoteName = Type.String({ pattern: REMOTE_NAME_PATTERN });
const Version = Type.String({ pattern: VERSION_PATTERN });
const Remotes = Type.Array(RemoteName, { maxItems: 10, uniqueItems: true });

export const ERROR_KINDS = ['uncaught', 'rejection', 'boundary', 'load'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const TelemetryReport = named(
  'TelemetryReport',
  Type.Object(
    {
      /** The page's path, without query string or fragment. */
      page: Type.String({ minLength: 1, maxLength: 200, pattern: '^/[^?#]*$' }),
      /** Every remote's version on the page. */
      versions: Type.Record(Type.String({ pattern: REMOTE_NAME_PATTERN }), Version, {
        maxProperties: 10,
        additionalProperties: false,
      }),
      /** Remotes that began running on the page since its last report: one session each of its version. */
      started: Remotes,
      errors: Type.Array(
        Type.Object(
          {
            kind: Type.Union(ERROR_KINDS.map((kind) => Type.Literal(kind))),
            remote: Type.String({ pattern: ATTRIBUTED_PATTERN }),
            version: Version,
            /** The error's constructor name, never its message. */
            name: Type.String({ pattern: '^[A-Za-z_$][A-Za-z0-9_$.-]{0,59}$' }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 20 },
      ),
      /** After consent only. LCP and INP in milliseconds, CLS unitless. */
      vitals: Type.Array(
        Type.Object(
          {
            name: Type.Union(VITAL_NAMES.map((name) => Type.Literal(name))),
            value: Type.Number({ minimum: 0, maximum: 600_000 }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 3 },
      ),
      /** The remotes that rendered the page the vitals were measured on. */
      rendered: Remotes,
    },
    { additionalProperties: false },
  ),
);

/** One remote version's figures over a window, for `pnpm ops status`. */
export const TelemetrySummary = named(
  'TelemetrySummary',
  Type.Object({
    since: Type.String({ format: 'date-time' }),
    until: Type.String({ format: 'date-time' }),
    versions: Type.Array(
      Type.Object({
        remote: Type.String(),
        version: Type.String(),
        sessions: Type.Integer(),
        errors: Type.Integer(),
        /** Errors per session; null without sessions. */
        errorRate: Type.Union([Type.Number(), Type.Null()]),
        /** The upper bound of the histogram bucket holding the 75th percentile; null without samples. */
        lcpP75Ms: Type.Union([Type.Number(), Type.Null()]),
        inpP75Ms: Type.Union([Type.Number(), Type.Null()]),
        clsP75: Type.Union([Type.Number(), Type.Null()]),
        vitalsSamples: Type.Integer(),
      }),
    ),
  }),
);
