/**
 * Live businesses for everyone, signed in or not. A business's old slug answers 301 with the
 * current one (Location and body); a draft, paused, incomplete or unknown one is a 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createPublicBusinesses } from '../../../modules/businesses/public-businesses.ts';
import { now } from '../../../modules/clock.ts';
import { errorResponses } from '../../../schemas/error.ts';
import {
  BusinessCardList,
  DirectoryQuery,
  MovedBusiness,
  PublicBusiness,
  SlugParams,
} from '../../../schemas/public-business.ts';

const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Business not found.' };

const publicBusinessRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const storage = fastify.photoStorage;
  const businesses = createPublicBusinesses(fastify.db, { publicUrl: (key) => storage.publicUrl(key), now });

  fastify.get(
    '',
    {
      schema: {
        description: 'Every live business, in name order, optionally of one category; cursor paginated.',
        querystring: DirectoryQuery,
        response: { 200: BusinessCardList, ...errorResponses(400, 503) },
      },
    },
    async (request) =>
      businesses.directory({
        category: request.query.category,
        limit: request.query.limit ?? 24,
        cursor: request.query.cursor,
      }),
  );

  fastify.get(
    '/:slug',
    {
      schema: {
        params: SlugParams,
        response: { 200: PublicBusiness, 301: MovedBusiness, ...errorResponses(400, 404, 503) },
      },
    },
    async (request, reply) => {
      const found = await businesses.bySlug(request.params.slug);
      if (!found) return reply.code(404).send(NOT_FOUND);
      if (found.kind === 'moved') {
        return reply
          .code(301)
          .header('location', `${fastify.prefix}/${encodeURIComponent(found.slug)}`)
          .send({ slug: found.slug });
      }
      return found.business;
    },
  );
};

export default publicBusinessRoutes;
