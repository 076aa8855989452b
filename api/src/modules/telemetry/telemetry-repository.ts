/** All SQL for telemetry: counting reports per remote version and minute, and reading the figures back. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { ErrorKind, VitalName } from '../../schemas/telemetry.ts';
import type { Tx } from '../common/index.ts';
import { bucketOf, percentile75 } from './vital-buckets.ts';

export type Report = {
  page: string;
  versions: Record<string, string>;
  started: string[];
  errors: Array<{ kind: ErrorKind; remote: string; version: string; name: string }>;
  vitals: Array<{ name: VitalName; value: number }>;
  rendered: string[];
};

/** The host's own code: served with the page, not versioned through the registry. */
export const HOST = { remote: 'host', version: 'current' } as const;

const ERROR_COLUMN: Record<ErrorKind, 'uncaught' | 'rejections' | 'boundary' | 'load_failures'> = {
  uncaught: 'uncaught',
  rejection: 'rejections',
  boundary: 'boundary',
  load: 'load_failures',
};

type Counts = { sessions: number; uncaught: number; rejections: number; boundary: number; load_failures: number };

export type VersionFigures = { sessions: number; errors: number };

export type VersionSummary = VersionFigures & {
  remote: string;
  version: string;
  errorRate: number | null;
  lcpP75Ms: number | null;
  inpP75Ms: number | null;
  clsP75: number | null;
  vitalsSamples: number;
};

/** What runs a statement: the database, or a transaction the caller holds. */
export type Runner = Pick<Tx, 'execute'>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function minuteOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}

async function addCounts(tx: Tx, minute: Date, remote: string, version: string, c: Counts): Promise<void> {
  await tx.execute(sql`
    INSERT INTO telemetry_minutes (minute, remote, version, sessions, uncaught, rejections, boundary, load_failures)
    VALUES (${minute.toISOString()}, ${remote}, ${version}, ${c.sessions}, ${c.uncaught}, ${c.rejections}, ${c.boundary}, ${c.load_failures})
    ON CONFLICT (remote, version, minute) DO UPDATE SET
      sessions = telemetry_minutes.sessions + EXCLUDED.sessions,
      uncaught = telemetry_minutes.uncaught + EXCLUDED.uncaught,
      rejections = telemetry_minutes.rejections + EXCLUDED.rejections,
      boundary = telemetry_minutes.boundary + EXCLUDED.boundary,
      load_failures = telemetry_minutes.load_failures + EXCLUDED.load_failures`);
}

/** Sessions and errors of one remote version from `since` (its minute included) to `until` (exclusive). */
export async function versionFigures(
  tx: Runner,
  remote: string,
  version: string,
  since: Date,
  until: Date,
): Promise<VersionFigures> {
  const [row] = rowsOf<{ sessions: number; errors: number }>(
    await tx.execute(sql`
      SELECT coalesce(sum(sessions), 0)::int AS sessions, coalesce(sum(errors), 0)::int AS errors
      FROM telemetry_minutes
      WHERE remote = ${remote} AND version = ${version}
        AND minute >= ${minuteOf(since).toISOString()} AND minute < ${until.toISOString()}`),
  );
  return { sessions: row?.sessions ?? 0, errors: row?.errors ?? 0 };
}

/** Deletes what is older than `before`; returns the rows deleted. */
export async function pruneTelemetry(tx: Runner, before: Date): Promise<number> {
  const cut = before.toISOString();
  let deleted = 0;
  for (const statement of [
    sql`DELETE FROM telemetry_minutes WHERE minute < ${cut}`,
    sql`DELETE FROM telemetry_vitals WHERE minute < ${cut}`,
    sql`DELETE FROM telemetry_error_samples WHERE at < ${cut}`,
  ]) {
    const result = (await tx.execute(statement)) as unknown as { rowCount?: number | null; affectedRows?: number };
    deleted += result.rowCount ?? result.affectedRows ?? 0;
  }
  return deleted;
}

export function createTelemetryRepository(db: Database, { samplesPerMinute }: { samplesPerMinute: number }) {
  return {
    /** Counts one report at `at`, all in one transaction: sessions and errors per version, vitals per bucket, capped samples. */
    async ingest(report: Report, at: Date): Promise<void> {
      const minute = minuteOf(at);
      const counts = new Map<string, Counts>();
      const countsOf = (remote: string, version: string) => {
        const key = `${remote}\0${version}`;
        let entry = counts.get(key);
        if (!entry) {
          entry = { sessions: 0, uncaught: 0, rejections: 0, boundary: 0, load_failures: 0 };
          counts.set(key, entry);
        }
        return entry;
      };
      // A remote counts a session only with the version the page says it ran.
      for (const remote of report.started) {
        const version = report.versions[remote];
        if (version) countsOf(remote, version).sessions += 1;
      }
      for (const error of report.errors) countsOf(error.remote, error.version)[ERROR_COLUMN[error.kind]] += 1;
      // The host rendered every page; each remote that rendered it shares its vitals.
      const renderers = [
        HOST,
        ...report.rendered.flatMap((remote) => {
          const version = report.versions[remote];
          return version ? [{ remote, version }] : [];
        }),
      ];

      await db.orm.transaction(async (tx) => {
        for (const [key, c] of counts) {
          const [remote, version] = key.split('\0') as [string, string];
          await addCounts(tx, minute, remote, version, c);
        }
        for (const vital of report.vitals) {
          const bucket = bucketOf(vital.name, vital.value);
          for (const { remote, version } of renderers) {
            await tx.execute(sql`
              INSERT INTO telemetry_vitals (minute, remote, version, metric, bucket, samples)
              VALUES (${minute.toISOString()}, ${remote}, ${version}, ${vital.name}, ${bucket}, 1)
              ON CONFLICT (remote, version, metric, minute, bucket) DO UPDATE SET samples = telemetry_vitals.samples + 1`);
          }
        }
        for (const error of report.errors) {
          await tx.execute(sql`
            INSERT INTO telemetry_error_samples (at, kind, remote, version, name, page, versions)
            SELECT ${at.toISOString()}, ${error.kind}, ${error.remote}, ${error.version}, ${error.name}, ${report.page},
                   ${JSON.stringify(report.versions)}::jsonb
            WHERE (SELECT count(*) FROM telemetry_error_samples
                   WHERE at >= ${minute.toISOString()} AND at < ${new Date(minute.getTime() + 60_000).toISOString()}) < ${samplesPerMinute}`);
        }
      });
    },

    figures: (remote: string, version: string, since: Date, until: Date) =>
      versionFigures(db.orm, remote, version, since, until),

    /** Every remote version seen from `since` to `until`: sessions, error rate, p75 of LCP, INP and CLS. */
    async summary(since: Date, until: Date): Promise<VersionSummary[]> {
      const range = sql`minute >= ${minuteOf(since).toISOString()} AND minute < ${until.toISOString()}`;
      const totals = rowsOf<{ remote: string; version: string; sessions: number; errors: number }>(
        await db.orm.execute(sql`
          SELECT remote, version, sum(sessions)::int AS sessions, sum(errors)::int AS errors
          FROM telemetry_minutes WHERE ${range} GROUP BY remote, version`),
      );
      const buckets = rowsOf<{ remote: string; version: string; metric: VitalName; bucket: number; samples: number }>(
        await db.orm.execute(sql`
          SELECT remote, version, metric, bucket, sum(samples)::int AS samples
          FROM telemetry_vitals WHERE ${range} GROUP BY remote, version, metric, bucket`),
      );
      const byVersion = new Map<string, VersionSummary>();
      const histograms = new Map<string, Map<number, number>>();
      const entry = (remote: string, version: string) => {
        const key = `${remote}\0${version}`;
        let found = byVersion.get(key);
        if (!found) {
          found = {
            remote,
            version,
            sessions: 0,
            errors: 0,
            errorRate: null,
            lcpP75Ms: null,
            inpP75Ms: null,
            clsP75: null,
            vitalsSamples: 0,
          };
          byVersion.set(key, found);
        }
        return found;
      };
      for (const row of totals)
        Object.assign(entry(row.remote, row.version), { sessions: row.sessions, errors: row.errors });
      for (const row of buckets) {
        const key = `${row.remote}\0${row.version}\0${row.metric}`;
        const histogram = histograms.get(key) ?? new Map<number, number>();
        histogram.set(row.bucket, (histogram.get(row.bucket) ?? 0) + row.samples);
        histograms.set(key, histogram);
        if (row.metric === 'LCP') entry(row.remote, row.version).vitalsSamples += row.samples;
      }
      for (const summary of byVersion.values()) {
        const p75 = (metric: VitalName) =>
          percentile75(metric, histograms.get(`${summary.remote}\0${summary.version}\0${metric}`) ?? new Map());
        summary.errorRate = summary.sessions > 0 ? summary.errors / summary.sessions : null;
        summary.lcpP75Ms = p75('LCP');
        summary.inpP75Ms = p75('INP');
        summary.clsP75 = p75('CLS');
      }
      return [...byVersion.values()].sort(
        (a, b) => a.remote.localeCompare(b.remote) || a.version.localeCompare(b.version),
      );
    },
  };
}

export type TelemetryRepository = ReturnType<typeof createTelemetryRepository>;
