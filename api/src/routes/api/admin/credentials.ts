/**
 * Credential review, for admins only (the custom claim `admin: true` on the ID token; anyone
 * else gets 403). The command-line client is scripts/admin.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CredentialIdParams,
  RejectBody,
  ReviewedCredential,
  ReviewedCredentialList,
  ReviewQuery,
} from '../../../schemas/credential-review.ts';
import { errorResponses } from '../../../schemas/error.ts';

const adminCredentialRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticateAdmin);
  const review = fastify.credentialReview;

  fastify.get(
    '/credentials',
    {
      schema: {
        description: 'Credentials in one status (declared by default), longest waiting first.',
        querystring: ReviewQuery,
        response: { 200: ReviewedCredentialList, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) =>
      review.list({
        status: request.query.status ?? 'declared',
        limit: request.query.limit ?? 50,
        cursor: request.query.cursor,
      }),
  );

  fastify.post(
    '/credentials/:credentialId/verify',
    {
      schema: {
        params: CredentialIdParams,
        response: { 200: ReviewedCredential, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => review.verify(request.params.credentialId, request.user!.uid),
  );

  fastify.post(
    '/credentials/:credentialId/reject',
    {
      schema: {
        params: CredentialIdParams,
        body: RejectBody,
        response: { 200: ReviewedCredential, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 503) },
      },
    },
    async (request) => review.reject(request.params.credentialId, request.user!.uid, request.body.reason),
  );
};

export default adminCredentialRoutes;
