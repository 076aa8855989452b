/**
 * Deletes telemetry older than the retention (TELEMETRY_RETENTION_DAYS) once per sweep, on one
 * instance at a time (a transaction-level advisory lock; the others skip it).
 */
import { sql } from 'drizzle-orm';
import { pruneTelemetry } from '../telemetry/index.ts';
import type { TelemetrySettings } from '../telemetry/index.ts';
import type { TimedTransition } from './timed-transition.ts';

const RETENTION_LOCK = 4_242_002;
const RETENTION = 'telemetry';

export function telemetryRetention({ retentionDays }: TelemetrySettings): TimedTransition {
  return {
    name: 'prunedTelemetry',
    async claimDue(tx, _clock, _limit, skip) {
      if (skip.includes(RETENTION)) return [];
      const { rows } = (await tx.execute(
        sql`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK}) AS locked`,
      )) as unknown as { rows: Array<{ locked: boolean }> };
      return rows[0]?.locked ? [RETENTION] : [];
    },
    async apply(tx, _id, clock) {
      await pruneTelemetry(tx, new Date(clock.now.getTime() - retentionDays * 86_400_000));
      // Never "moved on": the sweep leaves it tried, and the next sweep prunes again.
      return false;
    },
  };
}
