/** What the events module needs of the bookings on its events (see events/event-bookings.ts), from this module. */
import type { EventBookings } from '../events/index.ts';
import { type BookingSummaryView, bookingSummaryView } from './booking-views.ts';
import { cancelBookings, listBookings, lockLiveOnEvent, onEventsSeenBy } from './bookings-repository.ts';

export const bookingsOfEvents: EventBookings<BookingSummaryView> = {
  async onEvents(run, caller, events) {
    const rows = await listBookings(
      run,
      onEventsSeenBy(
        caller.uid,
        events.map((event) => event.id),
      ),
    );
    const byEvent = new Map<string, BookingSummaryView[]>();
    for (const row of rows) {
      const viewer = row.event.ownerUid === caller.uid ? 'organizer' : 'business';
      const list = byEvent.get(row.event.id) ?? [];
      list.push(bookingSummaryView(row, viewer));
      byEvent.set(row.event.id, list);
    }
    return byEvent;
  },

  async lockLive(tx, eventId) {
    return lockLiveOnEvent(tx, eventId);
  },

  async cancelLive(tx, eventId, reason) {
    const live = await lockLiveOnEvent(tx, eventId);
    await cancelBookings(
      tx,
      live.map((booking) => booking.id),
      reason,
      'organizer',
    );
    return live;
  },
};
