/**
 * What the events module needs of the bookings on an event. The bookings module depends on events
 * (a booking is on an event), so it gives this to the events module when the two are made
 * (plugins/app/events.ts) rather than events importing bookings.
 */
import type { EventRow } from '../../db/schema.ts';
import type { Caller, Executor, Tx } from '../common/index.ts';
import type { BookingStatus } from './event-catalogue.ts';

export interface BusinessToTell {
  ownerUid: string;
}

export interface EventBookings<S extends { status: BookingStatus }> {
  /** The bookings each event's view lists: all of them for its organizer, else the caller's businesses'. */
  onEvents(run: Executor, caller: Caller, events: EventRow[]): Promise<Map<string, S[]>>;
  /** Locks the event's live bookings and returns their businesses, to be told of a change. */
  lockLive(tx: Tx, eventId: string): Promise<BusinessToTell[]>;
  /** Cancels the event's live bookings (declining their open quotes) and returns their businesses. */
  cancelLive(tx: Tx, eventId: string, reason: string): Promise<BusinessToTell[]>;
}
