/**
 * The events and bookings modules on the instance, for their routes. Bookings depend on events;
 * the events module is given what it needs of bookings (`bookingsOfEvents`) here. Both read the
 * API's clock, so a development or test request can be served as at another time.
 */
import fp from 'fastify-plugin';
import { organizerName } from '../../modules/accounts/index.ts';
import { bookingsOfEvents, createBookingsModule } from '../../modules/bookings/index.ts';
import { now } from '../../modules/clock.ts';
import { createEventsModule } from '../../modules/events/index.ts';

export default fp(
  async (fastify) => {
    fastify.decorate('events', createEventsModule(fastify.db, bookingsOfEvents, now, organizerName));
    fastify.decorate('bookings', createBookingsModule(fastify.db, now));
  },
  { name: 'events', dependencies: ['database'] },
);
