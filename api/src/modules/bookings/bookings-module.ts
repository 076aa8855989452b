/** Bookings and their quotes, messages and review: the commands and the reads, on one database and clock. */
import type { Database } from '../../db/database.ts';
import { londonToday } from '../common/index.ts';
import { createBookingCommands } from './booking-commands.ts';
import { createBookingReads } from './booking-reads.ts';

export function createBookingsModule(db: Database, now: () => Date = () => new Date()) {
  const today = () => londonToday(now());
  return { ...createBookingReads(db, today), ...createBookingCommands(db, today) };
}

export type BookingsModule = ReturnType<typeof createBookingsModule>;
