/**
 * Probes for the orchestrator: live = the process answers; ready = it can reach the database and
 * is not shutting down (a draining instance answers 503, so a balancer stops sending to it).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UNAVAILABLE_MESSAGE } from '../../plugins/app/error-handler.ts';

const PING_TIMEOUT_MS = 2_000;
export const DRAINING_MESSAGE = 'This instance is shutting down; another one will answer.';

const Status = Type.Object({ status: Type.String(), database: Type.Optional(Type.String()) });
const Unavailable = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  database: Type.String(),
});

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Probes come often from the load balancer and must never be throttled.
  const config = { rateLimit: false } as const;

  fastify.get('/live', { config, schema: { response: { 200: Status } } }, async () => ({ status: 'ok' }));

  fastify.get('/ready', { config, schema: { response: { 200: Status, 503: Unavailable } } }, async (request, reply) => {
    const unavailable = (message: string, database: 'up' | 'down') =>
      reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message, database });
    try {
      await withTimeout(fastify.db.ping(), PING_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return unavailable(UNAVAILABLE_MESSAGE, 'down');
    }
    return fastify.draining ? unavailable(DRAINING_MESSAGE, 'up') : { status: 'ok', database: 'up' };
  });
};

export default healthRoutes;
