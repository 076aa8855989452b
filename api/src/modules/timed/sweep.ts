/**
 * One sweep: every timed transition in turn, each over its due rows in small batches. A batch is
 * one transaction that claims its rows with FOR UPDATE SKIP LOCKED, so sweeps running at once on
 * several instances take different rows, and a row is moved on only while its state still says
 * it is due: each transition happens once, whoever sweeps.
 */
import type { Database } from '../../db/database.ts';
import { londonToday } from '../common/index.ts';
import type { SweepClock, TimedTransition } from './timed-transition.ts';

export interface SweepResult {
  now: string;
  /** Rows each transition moved on in this sweep, by transition name. */
  transitioned: Record<string, number>;
  /** Rows or batches that failed; they stay due and the next sweep tries them again. */
  failures: number;
}

export interface SweepLog {
  error(details: object, message: string): void;
}

export interface Sweeper {
  sweep(now?: Date): Promise<SweepResult>;
}

export interface SweeperOptions {
  db: Database;
  transitions: readonly TimedTransition[];
  batchSize: number;
  log: SweepLog;
}

export function clockAt(now: Date): SweepClock {
  return { now, today: londonToday(now) };
}

async function sweepTransition(
  { db, batchSize, log }: SweeperOptions,
  transition: TimedTransition,
  clock: SweepClock,
): Promise<{ moved: number; failures: number }> {
  let moved = 0;
  let failures = 0;
  // Rows this sweep has tried and left (failed, or no longer due): never claimed twice in one sweep.
  const tried: string[] = [];
  for (;;) {
    let batch: { claimed: number; moved: number; failed: number };
    try {
      batch = await db.orm.transaction(async (tx) => {
        const ids = await transition.claimDue(tx, clock, batchSize, tried);
        const counts = { claimed: ids.length, moved: 0, failed: 0 };
        for (const id of ids) {
          try {
            // A savepoint per row: one that fails rolls back alone, with its notifications.
            if (await tx.transaction((row) => transition.apply(row, id, clock))) counts.moved += 1;
            else tried.push(id);
          } catch (error) {
            counts.failed += 1;
            tried.push(id);
            log.error({ err: error, transition: transition.name, id }, 'timed transition failed');
          }
        }
        return counts;
      });
    } catch (error) {
      // The batch rolled back (a lost connection, a deadlock): its rows stay due for the next sweep.
      log.error({ err: error, transition: transition.name }, 'timed sweep batch failed');
      return { moved, failures: failures + 1 };
    }
    moved += batch.moved;
    failures += batch.failed;
    if (batch.claimed < batchSize) return { moved, failures };
  }
}

export function createSweeper(options: SweeperOptions): Sweeper {
  return {
    async sweep(now = new Date()) {
      const clock = clockAt(now);
      const result: SweepResult = { now: now.toISOString(), transitioned: {}, failures: 0 };
      for (const transition of options.transitions) {
        const { moved, failures } = await sweepTransition(options, transition, clock);
        result.transitioned[transition.name] = moved;
        result.failures += failures;
      }
      return result;
    },
  };
}
