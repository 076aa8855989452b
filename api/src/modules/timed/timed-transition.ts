/**
 * What one timed transition of marketplace.md section 4 is to the sweep: a way to claim its due
 * rows and a way to move one of them on. Both run inside the sweep's transaction.
 */
import type { Tx } from '../common/index.ts';

export type { Tx };

/** The moment a sweep runs at, and the London date at that moment (dates in the marketplace are London dates). */
export interface SweepClock {
  now: Date;
  today: string;
}

export interface TimedTransition {
  /** Names the transition in the sweep's result and logs. */
  readonly name: string;
  /**
   * Locks up to `limit` due rows with FOR UPDATE SKIP LOCKED (rows another sweep or a user's
   * command holds are left to it) and returns their ids; none of `skip`.
   */
  claimDue(tx: Tx, clock: SweepClock, limit: number, skip: readonly string[]): Promise<string[]>;
  /**
   * Moves one claimed row on, guarded by its current state, with its notifications in the same
   * transaction (the bookings module's transitions). False when its state had already moved on.
   */
  apply(tx: Tx, id: string, clock: SweepClock): Promise<boolean>;
}
