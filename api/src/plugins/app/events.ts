/**
 * The events and bookings modules on the instance, for their routes. Bookings depend on events;
 * the events module is given what it needs of bookings (`bookingsOfEvents`) here.
 */
import fp from 'fastify-plugin';
import { bookingsOfEvents, createBookingsModule } from '../../modules/bookings/index.ts';
import { createEventsModule } from '../../modules/events/index.ts';

export default fp(
  async (fastify) => {
    fastify.decorate('events', createEventsModule(fastify.db, bookingsOfEvents));
    fastify.decorate('bookings', createBookingsModule(fastify.db));
  },
  { name: 'events', dependencies: ['database'] },
);
