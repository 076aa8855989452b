/** GET /api/public/calendar/<secret>.ics: a business's private calendar feed; anything else is 404. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalendarFeedParams } from '../../../schemas/agenda.ts';

const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'There is no such calendar.' };

const calendarRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/calendar/:feed',
    {
      schema: {
        description: 'text/calendar (iCalendar) for calendar apps to subscribe to; the address is the secret.',
        params: CalendarFeedParams,
      },
    },
    async (request, reply) => {
      const { feed } = request.params;
      const text = feed.endsWith('.ics') ? await fastify.calendarFeeds.feed(feed.slice(0, -4)) : null;
      if (text === null) return reply.code(404).send(NOT_FOUND);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer')
        .send(text);
    },
  );
};

export default calendarRoutes;
