/** Find events: published events open to quotes that one of the caller's live businesses may quote on. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../schemas/error.ts';
import { OpenEventList, PageQuery } from '../../schemas/events.ts';
import { callerOf } from '../../modules/auth/caller.ts';

const openEventRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.get(
    '/open-events',
    {
      schema: {
        description: 'Soonest first, each with the caller’s businesses that may quote on it.',
        querystring: PageQuery,
        response: { 200: OpenEventList, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) =>
      fastify.events.openEvents(callerOf(request), { limit: request.query.limit ?? 20, cursor: request.query.cursor }),
  );
};

export default openEventRoutes;
