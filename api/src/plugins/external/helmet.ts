/** Security headers on every response. */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(async (fastify) => {
  // The API serves JSON only, so the strictest content security policy costs nothing.
  await fastify.register(helmet, {
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
});
