/** The packages of one of the caller's businesses; each answer is the business as it then is. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BusinessIdParams,
  CreatePackageBody,
  OwnerBusiness,
  PackageParams,
  UpdatePackageBody,
} from '../../../schemas/business.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { callerOf } from '../../../modules/auth/caller.ts';

const packageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const { businesses } = fastify;

  fastify.post(
    '/:businessId/packages',
    {
      schema: {
        params: BusinessIdParams,
        body: CreatePackageBody,
        response: { 201: OwnerBusiness, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 503) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await businesses.addPackage(callerOf(request), request.params.businessId, request.body)),
  );

  fastify.patch(
    '/:businessId/packages/:packageId',
    {
      schema: {
        params: PackageParams,
        body: UpdatePackageBody,
        response: { 200: OwnerBusiness, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 503) },
      },
    },
    async (request) =>
      businesses.updatePackage(callerOf(request), request.params.businessId, request.params.packageId, request.body),
  );

  fastify.delete(
    '/:businessId/packages/:packageId',
    {
      schema: {
        description: 'A live business keeps at least one package (409).',
        params: PackageParams,
        response: { 200: OwnerBusiness, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => businesses.removePackage(callerOf(request), request.params.businessId, request.params.packageId),
  );
};

export default packageRoutes;
