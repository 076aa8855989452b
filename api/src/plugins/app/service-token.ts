/** Guards internal routes: callers are other backend services holding INTERNAL_SERVICE_TOKEN. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AuthenticationError } from '../../modules/auth/token-verifier.ts';

// Hashing first gives equal-length inputs, so the comparison time says nothing about the token.
const digest = (value: string) => createHash('sha256').update(value).digest();

export default fp(
  async (fastify) => {
    const expected = digest(fastify.config.internalServiceToken);
    fastify.decorate('verifyServiceToken', async (request: FastifyRequest) => {
      const presented = request.headers['x-service-token'];
      if (typeof presented !== 'string' || !timingSafeEqual(digest(presented), expected)) {
        throw new AuthenticationError('A valid x-service-token header is required.');
      }
    });
  },
  { name: 'service-token' },
);
