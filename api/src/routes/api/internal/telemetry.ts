/**
 * GET /api/internal/telemetry/summary?minutes=60: each remote version's sessions, error rate and
 * p75 web vitals over the last minutes, for `pnpm ops status`. Service token only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { now } from '../../../modules/clock.ts';
import { minuteOf } from '../../../modules/telemetry/telemetry-repository.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { SERVICE_TOKEN_REQUIRED } from '../../../schemas/security.ts';
import { TelemetrySummary } from '../../../schemas/telemetry.ts';

const internalTelemetryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.verifyServiceToken);

  fastify.get(
    '/telemetry/summary',
    {
      schema: {
        security: SERVICE_TOKEN_REQUIRED,
        querystring: Type.Object(
          { minutes: Type.Integer({ minimum: 1, maximum: 60 * 24 * 14, default: 60 }) },
          { additionalProperties: false },
        ),
        response: { 200: TelemetrySummary, ...errorResponses(400, 401, 503) },
      },
    },
    async (request) => {
      // Whole minutes, the current one included.
      const until = new Date(minuteOf(now()).getTime() + 60_000);
      const since = new Date(until.getTime() - request.query.minutes * 60_000);
      const versions = await fastify.telemetry.summary(since, until);
      return { since: since.toISOString(), until: until.toISOString(), versions };
    },
  );
};

export default internalTelemetryRoutes;
