/** The galleries of one of the caller's businesses: named sets of its own photos. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../../schemas/error.ts';
import {
  CreateGalleryBody,
  GalleryParams,
  OwnerGallery,
  OwnerGalleryList,
  UpdateGalleryBody,
} from '../../../schemas/gallery.ts';

const BusinessParams = Type.Object({ businessId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

const ownerOf = (request: FastifyRequest) => ({ uid: request.user!.uid });

const galleryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const { galleries } = fastify;

  fastify.get(
    '/:businessId/galleries',
    {
      schema: {
        params: BusinessParams,
        response: { 200: OwnerGalleryList, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => ({ items: await galleries.list(ownerOf(request), request.params.businessId) }),
  );

  fastify.post(
    '/:businessId/galleries',
    {
      schema: {
        params: BusinessParams,
        body: CreateGalleryBody,
        response: { 201: OwnerGallery, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 503) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await galleries.create(ownerOf(request), request.params.businessId, request.body)),
  );

  fastify.patch(
    '/:businessId/galleries/:galleryId',
    {
      schema: {
        params: GalleryParams,
        body: UpdateGalleryBody,
        response: { 200: OwnerGallery, ...errorResponses(400, 401, 403, 404, 413, 415, 503) },
      },
    },
    async (request) =>
      galleries.update(ownerOf(request), request.params.businessId, request.params.galleryId, request.body),
  );

  fastify.delete(
    '/:businessId/galleries/:galleryId',
    { schema: { params: GalleryParams, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 503) } } },
    async (request, reply) => {
      await galleries.remove(ownerOf(request), request.params.businessId, request.params.galleryId);
      return reply.code(204).send(null);
    },
  );
};

export default galleryRoutes;
