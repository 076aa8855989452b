/**
 * The owner's businesses. Identity and ownership come from the verified token: another user's
 * business answers the same 404 as one that does not exist.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { callerOf } from '../../../modules/auth/caller.ts';
import {
  AreasBody,
  BusinessIdParams,
  CreateBusinessBody,
  CursorQuery,
  OwnerBusiness,
  OwnerBusinessList,
  UpdateBusinessBody,
} from '../../../schemas/business.ts';
import { errorResponses } from '../../../schemas/error.ts';

const businessRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const { businesses } = fastify;

  fastify.get(
    '',
    {
      schema: { querystring: CursorQuery, response: { 200: OwnerBusinessList, ...errorResponses(400, 401, 403, 503) } },
    },
    async (request) =>
      businesses.listMine(callerOf(request), { limit: request.query.limit ?? 20, cursor: request.query.cursor }),
  );

  fastify.post(
    '',
    {
      schema: {
        body: CreateBusinessBody,
        response: { 201: OwnerBusiness, ...errorResponses(400, 401, 403, 409, 413, 415, 503) },
      },
    },
    async (request, reply) => reply.code(201).send(await businesses.create(callerOf(request), request.body)),
  );

  fastify.get(
    '/:businessId',
    {
      schema: {
        params: BusinessIdParams,
        response: { 200: OwnerBusiness, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => businesses.get(callerOf(request), request.params.businessId),
  );

  fastify.patch(
    '/:businessId',
    {
      schema: {
        params: BusinessIdParams,
        body: UpdateBusinessBody,
        response: { 200: OwnerBusiness, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 503) },
      },
    },
    async (request) => businesses.update(callerOf(request), request.params.businessId, request.body),
  );

  fastify.delete(
    '/:businessId',
    {
      schema: {
        description:
          'Deletes the business; one with bookings or reviews is closed instead (kept for them, never listed again). A 409 names its open or confirmed bookings.',
        params: BusinessIdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const photos = await businesses.remove(callerOf(request), request.params.businessId);
      await fastify.photos.removeFilesOf(photos);
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/:businessId/publish',
    {
      schema: {
        description: 'Draft or paused → live, once complete (a 409 names what is missing).',
        params: BusinessIdParams,
        response: { 200: OwnerBusiness, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => businesses.publish(callerOf(request), request.params.businessId),
  );

  fastify.post(
    '/:businessId/pause',
    {
      schema: {
        description: 'Live → paused: hidden from families until published again.',
        params: BusinessIdParams,
        response: { 200: OwnerBusiness, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => businesses.pause(callerOf(request), request.params.businessId),
  );

  fastify.put(
    '/:businessId/areas',
    {
      schema: {
        params: BusinessIdParams,
        body: AreasBody,
        response: { 200: OwnerBusiness, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 503) },
      },
    },
    async (request) => businesses.setAreas(callerOf(request), request.params.businessId, request.body.areasCovered),
  );
};

export default businessRoutes;
