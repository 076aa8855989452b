/**
 * POST /api/telemetry: a page's report of what ran on it (errors attributed to remote versions,
 * sessions, web vitals after consent). Public, as pages send it before anyone signs in, so held
 * to a strict schema and a rate limit of its own; counted, never stored as sent.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { now } from '../../modules/clock.ts';
import { errorResponses } from '../../schemas/error.ts';
import { TelemetryReport } from '../../schemas/telemetry.ts';

const telemetryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { max, windowMs } = fastify.config.telemetry.rateLimit;
  fastify.post(
    '/telemetry',
    {
      config: { rateLimit: { max, timeWindow: windowMs } },
      schema: {
        body: TelemetryReport,
        response: { 204: Type.Null(), ...errorResponses(400, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      await fastify.telemetry.ingest(request.body, now());
      return reply.code(204).send(null);
    },
  );
};

export default telemetryRoutes;
