/** A global per-client limit; routes that attract abuse (the mailing list) set a stricter one. */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export default fp(async (fastify) => {
  await fastify.register(rateLimit, {
    max: fastify.config.rateLimit.max,
    timeWindow: fastify.config.rateLimit.windowMs,
  });
});
