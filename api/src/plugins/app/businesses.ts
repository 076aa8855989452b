/** The businesses module and credential review on the instance, for the owner, public and admin routes. */
import fp from 'fastify-plugin';
import { createBusinessesModule } from '../../modules/businesses/businesses-service.ts';
import { createCredentialReview } from '../../modules/businesses/credential-review.ts';
import { now } from '../../modules/clock.ts';

export default fp(
  async (fastify) => {
    fastify.decorate('businesses', createBusinessesModule(fastify.db, { now }));
    fastify.decorate('credentialReview', createCredentialReview(fastify.db));
  },
  { name: 'businesses', dependencies: ['database'] },
);
