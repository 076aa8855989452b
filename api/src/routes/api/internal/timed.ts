/**
 * POST /api/internal/timed/run: runs the timed transitions now, as of `now` when given, so
 * end-to-end tests can move time on without waiting. Only with DEVELOPMENT_FEATURES=on (without
 * it the route is left out; production rules refuse it) and only with the service token. Left out of the
 * OpenAPI document: it is a test control, not part of the site's contract.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { InvalidInputError } from '../../../modules/errors.ts';

const RunBody = Type.Union([
  Type.Object({ now: Type.Optional(Type.String({ format: 'date-time' })) }, { additionalProperties: false }),
  Type.Null(),
]);

const RunResult = Type.Object({
  now: Type.String(),
  transitioned: Type.Record(Type.String(), Type.Integer()),
  failures: Type.Integer(),
});

const internalTimedRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  if (!fastify.config.developmentFeatures) return;

  fastify.addHook('onRequest', fastify.verifyServiceToken);

  fastify.post(
    '/timed/run',
    { schema: { hide: true, body: RunBody, response: { 200: RunResult } } },
    async (request) => {
      const given = request.body?.now;
      const now = given === undefined ? new Date() : new Date(given);
      if (Number.isNaN(now.getTime())) throw new InvalidInputError('now: must be an ISO date-time.');
      return fastify.timed.sweep(now);
    },
  );
};

export default internalTimedRoutes;
