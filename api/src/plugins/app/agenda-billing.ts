/** The agenda, calendar feeds and billing modules on the instance. */
import fp from 'fastify-plugin';
import { createAgendaModule } from '../../modules/agenda/agenda-service.ts';
import { createCalendarFeeds } from '../../modules/agenda/calendar-feed.ts';
import { createBillingModule } from '../../modules/billing/billing-service.ts';
import { now } from '../../modules/clock.ts';

export default fp(
  async (fastify) => {
    fastify.decorate('agenda', createAgendaModule(fastify.db, now));
    fastify.decorate('calendarFeeds', createCalendarFeeds(fastify.db, now));
    fastify.decorate(
      'billing',
      createBillingModule(fastify.db, { feeBasisPoints: fastify.config.platformFeeBasisPoints, now }),
    );
  },
  { name: 'agenda-billing', dependencies: ['database'] },
);
