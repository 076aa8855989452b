/**
 * GET /api/media/<key>: processed photos from the photo storage (the folder's, or the bucket's,
 * where pages cached before a move to a bucket still name these URLs). A key holds a random
 * id, so its bytes never change: browsers and proxies may keep them for a year without asking.
 * Only the keys the API writes are served, and only while their photo exists: nothing else in
 * the folder is reachable, and a deleted business's photos are gone even if its files remain.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IMMUTABLE_CACHE_CONTROL } from '../../../modules/photos/folder-storage.ts';

/** photos/<uuid>/<width>.<avif|webp>, exactly as the photos module names its files. */
const MEDIA_KEY =
  /^photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[1-9][0-9]{0,4}\.(avif|webp)$/;

const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'There is no such image.' };

export const IMMUTABLE = IMMUTABLE_CACHE_CONTROL;

const mediaRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/*',
    {
      schema: {
        params: Type.Object({ '*': Type.String() }),
        description:
          "A processed photo (image/avif or image/webp); URLs come from a Photo's sources. 404: no such image.",
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const servable = MEDIA_KEY.test(key) && (await fastify.photos.isCurrent(key));
      const stored = servable ? await fastify.photoStorage.get(key) : undefined;
      if (!stored) return reply.code(404).send(NOT_FOUND);
      return reply
        .header('content-type', stored.contentType)
        .header('content-length', stored.bytes)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(stored.body);
    },
  );
};

export default mediaRoutes;
