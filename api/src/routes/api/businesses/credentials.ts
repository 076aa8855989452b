/** Credentials the owner declares; editing one sends it back for review (declared). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BusinessIdParams,
  CredentialBody,
  CredentialParams,
  OwnerBusiness,
  UpdateCredentialBody,
} from '../../../schemas/business.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { callerOf } from '../../../modules/auth/caller.ts';

const credentialRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const { businesses } = fastify;

  fastify.post(
    '/:businessId/credentials',
    {
      schema: {
        params: BusinessIdParams,
        body: CredentialBody,
        response: { 201: OwnerBusiness, ...errorResponses(400, 401, 403, 404, 413, 415, 503) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await businesses.declareCredential(callerOf(request), request.params.businessId, request.body)),
  );

  fastify.patch(
    '/:businessId/credentials/:credentialId',
    {
      schema: {
        params: CredentialParams,
        body: UpdateCredentialBody,
        response: { 200: OwnerBusiness, ...errorResponses(400, 401, 403, 404, 413, 415, 503) },
      },
    },
    async (request) =>
      businesses.updateCredential(
        callerOf(request),
        request.params.businessId,
        request.params.credentialId,
        request.body,
      ),
  );

  fastify.delete(
    '/:businessId/credentials/:credentialId',
    {
      schema: {
        params: CredentialParams,
        response: { 200: OwnerBusiness, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) =>
      businesses.removeCredential(callerOf(request), request.params.businessId, request.params.credentialId),
  );
};

export default credentialRoutes;
