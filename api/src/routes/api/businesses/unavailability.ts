/** Dates one of the caller's businesses cannot take (Europe/London local dates). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnavailableDateParams, UnavailableDates } from '../../../schemas/business.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { callerOf } from '../../../modules/auth/caller.ts';

const unavailabilityRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const { businesses } = fastify;

  fastify.put(
    '/:businessId/unavailability/:date',
    {
      schema: {
        description: 'Marks the date unavailable (idempotent); answers every unavailable date from today on.',
        params: UnavailableDateParams,
        response: { 200: UnavailableDates, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => ({
      unavailableDates: await businesses.markUnavailable(
        callerOf(request),
        request.params.businessId,
        request.params.date,
      ),
    }),
  );

  fastify.delete(
    '/:businessId/unavailability/:date',
    {
      schema: {
        description: 'Marks the date available again (idempotent).',
        params: UnavailableDateParams,
        response: { 200: UnavailableDates, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => ({
      unavailableDates: await businesses.markAvailable(
        callerOf(request),
        request.params.businessId,
        request.params.date,
      ),
    }),
  );
};

export default unavailabilityRoutes;
