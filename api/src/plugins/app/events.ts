/** The events and bookings modules on the instance, for their routes. */
import fp from 'fastify-plugin';
import { createBookingsModule } from '../../modules/bookings/bookings-service.ts';
import { createEventsModule } from '../../modules/events/events-service.ts';
import { now } from '../../modules/clock.ts';

export default fp(
  async (fastify) => {
    fastify.decorate('events', createEventsModule(fastify.db, now));
    fastify.decorate('bookings', createBookingsModule(fastify.db, now));
  },
  { name: 'events', dependencies: ['database'] },
);
