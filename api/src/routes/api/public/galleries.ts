/** Galleries anyone may see: those of live businesses only (draft or paused: not found). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InvalidInputError } from '../../../modules/errors.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { PublicGallery, PublicGalleryList, PublicGalleryParams, PublicGalleryQuery } from '../../../schemas/gallery.ts';

const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Gallery not found.' };

const publicGalleryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { galleries } = fastify;

  fastify.get(
    '/galleries',
    { schema: { querystring: PublicGalleryQuery, response: { 200: PublicGalleryList, ...errorResponses(400, 503) } } },
    async (request) => {
      const page = await galleries.listPublic({ limit: request.query.limit ?? 20, cursor: request.query.cursor });
      if (!page) throw new InvalidInputError('cursor: that page no longer exists; start again from the first page.');
      return page;
    },
  );

  fastify.get(
    '/galleries/:galleryId',
    { schema: { params: PublicGalleryParams, response: { 200: PublicGallery, ...errorResponses(400, 404, 503) } } },
    async (request, reply) => (await galleries.findPublic(request.params.galleryId)) ?? reply.code(404).send(NOT_FOUND),
  );
};

export default publicGalleryRoutes;
