/** What anyone may see of events and bookings: shared completed events, and a live business's reviews. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BusinessIdParams } from '../../../schemas/business.ts';
import { ReviewList } from '../../../schemas/bookings.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { PageQuery, SharedEventList } from '../../../schemas/events.ts';

const publicEventRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/events',
    {
      schema: {
        description: 'Completed events whose organizers share them, newest first; no personal details.',
        querystring: PageQuery,
        response: { 200: SharedEventList, ...errorResponses(400, 503) },
      },
    },
    async (request) => fastify.events.sharedEvents({ limit: request.query.limit ?? 20, cursor: request.query.cursor }),
  );

  fastify.get(
    '/businesses/:businessId/reviews',
    {
      schema: {
        description: 'A live business’s reviews with their replies, newest first.',
        params: BusinessIdParams,
        querystring: PageQuery,
        response: { 200: ReviewList, ...errorResponses(400, 404, 503) },
      },
    },
    async (request) =>
      fastify.bookings.publicReviews(request.params.businessId, {
        limit: request.query.limit ?? 20,
        cursor: request.query.cursor,
      }),
  );
};

export default publicEventRoutes;
