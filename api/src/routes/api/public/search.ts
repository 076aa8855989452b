/**
 * Search for everyone, signed in or not: live, complete businesses matching words, category,
 * area, age, group size and date, as the directory's cards, cursor paginated.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { now } from '../../../modules/clock.ts';
import { createSearch } from '../../../modules/search/search-service.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { BusinessCardList } from '../../../schemas/public-business.ts';
import { FreeDays, FreeDaysQuery, SearchQuery } from '../../../schemas/search.ts';

const searchRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const storage = fastify.photoStorage;
  const search = createSearch(fastify.db, { publicUrl: (key) => storage.publicUrl(key), now });

  fastify.get(
    '/search',
    {
      schema: {
        description: 'Live businesses matching the search, best first (see `sort`); cursor paginated.',
        querystring: SearchQuery,
        response: { 200: BusinessCardList, ...errorResponses(400, 503) },
      },
    },
    async (request) => search.search(request.query),
  );

  fastify.get(
    '/search/free-days',
    {
      schema: {
        description:
          'For a search that found nothing on its date: the nearest days (up to a week either side, never past) on which it finds someone, with the first few matches of each.',
        querystring: FreeDaysQuery,
        response: { 200: FreeDays, ...errorResponses(400, 503) },
      },
    },
    async (request) => search.freeDays(request.query),
  );
};

export default searchRoutes;
