/**
 * A page's head for the site's servers: the Node site server fetches it for every HTML page it
 * serves and nginx includes it through SSI, each caching it for a minute (as this answer allows).
 * A page the API knows nothing of (an unknown business, any other path) gets the default head;
 * the page itself shows not-found.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createPublicBusinesses } from '../../../modules/businesses/public-businesses.ts';
import { now } from '../../../modules/clock.ts';
import { headHtml } from '../../../modules/page-head/head-html.ts';
import { pageMetaFor, type PageMetaSources } from '../../../modules/page-head/page-meta.ts';
import { firstResultPhoto } from '../../../modules/page-head/results-photo.ts';
import { siteOriginOf } from '../../../modules/page-head/site-origin.ts';
import { createSearch } from '../../../modules/search/search-service.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { PageHeadHtml, PageHeadParams, PageHeadQuery } from '../../../schemas/page-head.ts';

export const PAGE_HEAD_PATH = '/page-head';
/** Long enough to spare the database a query per page view, short enough that an edit shows within a minute. */
export const PAGE_HEAD_CACHE = 'public, max-age=60';

const pageHeadRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const storage = fastify.photoStorage;
  const publicUrl = (key: string) => storage.publicUrl(key);
  const businesses = createPublicBusinesses(fastify.db, { publicUrl, now });
  const search = createSearch(fastify.db, { publicUrl, now });
  const sources: PageMetaSources = {
    async business(slug) {
      const found = await businesses.bySlug(slug);
      if (!found) return undefined;
      return found.kind === 'moved' ? { movedTo: found.slug } : found.business;
    },
    gallery: (id) => fastify.galleries.findPublic(id),
    firstResultPhoto: (query) => firstResultPhoto(search, query),
  };
  const prefix = `${fastify.prefix}${PAGE_HEAD_PATH}`;

  fastify.get(
    `${PAGE_HEAD_PATH}/*`,
    {
      schema: {
        description:
          "The head of the site's page at the path after /page-head (its query string passed on as is), as HTML: cached for a minute. The canonical origin is SITE_ORIGIN; without it (development), the request's own origin if it is this machine's or one of CORS_ORIGINS, else 400.",
        params: PageHeadParams,
        querystring: PageHeadQuery,
        response: {
          200: { description: 'The tags, one a line.', content: { 'text/html': { schema: PageHeadHtml } } },
          ...errorResponses(400, 503),
        },
      },
    },
    async (request, reply) => {
      const origin = siteOriginOf(fastify.config, request);
      if (!origin) {
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: `The site's origin is not known: ${request.protocol}://${request.host} is neither this machine's nor one of CORS_ORIGINS, and SITE_ORIGIN is not set.`,
        });
      }
      // The path exactly as the browser sent it (the route's parameter is decoded).
      const target = request.url.slice(prefix.length);
      const queryAt = target.indexOf('?');
      const path = queryAt === -1 ? target : target.slice(0, queryAt);
      const query = new URLSearchParams(queryAt === -1 ? '' : target.slice(queryAt + 1));
      const meta = await pageMetaFor(sources, origin, path, query);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', PAGE_HEAD_CACHE)
        .send(headHtml(meta, origin));
    },
  );
};

export default pageHeadRoutes;
