/** The organizer's answer to a quote: accept (the booking is confirmed) or decline. A lost race is a 409. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BookingView, QuoteIdParams } from '../../../schemas/bookings.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { callerOf } from '../../../modules/auth/caller.ts';

const quoteRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const { bookings } = fastify;
  const errors = errorResponses(400, 401, 403, 404, 409, 503);

  fastify.post(
    '/:quoteId/accept',
    {
      schema: {
        description: 'The open quote of a quoted booking → accepted; the booking → confirmed.',
        params: QuoteIdParams,
        response: { 200: BookingView, ...errors },
      },
    },
    async (request) => bookings.acceptQuote(callerOf(request), request.params.quoteId),
  );

  fastify.post(
    '/:quoteId/decline',
    {
      schema: {
        description: 'The open quote → declined; the booking → declined.',
        params: QuoteIdParams,
        response: { 200: BookingView, ...errors },
      },
    },
    async (request) => bookings.declineQuote(callerOf(request), request.params.quoteId),
  );
};

export default quoteRoutes;
