/**
 * The photos of one of the caller's businesses: upload (multipart, processed before it is
 * stored), alt text, order and delete. Someone else's business or photo is the same 404 as a
 * missing one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyRequest } from 'fastify';
import { acceptMultipart } from '../../../plugins/external/multipart.ts';
import { errorResponses } from '../../../schemas/error.ts';
import { PhotoList, PhotoOrderBody, PhotoParams, Photo, UpdatePhotoBody } from '../../../schemas/photo.ts';
import { abandonment, readPhotoUpload, refuseOversizedUpload, UploadMediaTypeError } from './photo-upload.ts';

const BusinessParams = Type.Object({ businessId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

const ownerOf = (request: FastifyRequest) => ({ uid: request.user!.uid });

/**
 * The upload in a plugin of its own: the multipart parser registered here exists for this route
 * only, so every other route (the photos' PATCH and PUT included) still takes JSON alone.
 */
const uploadRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  await acceptMultipart(fastify);
  // Say what the upload takes instead of the app's "only JSON" 415; anything else goes on to the
  // app's error handler.
  fastify.setErrorHandler((error: FastifyError) => {
    throw error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? new UploadMediaTypeError() : error;
  });
  const { photos } = fastify;

  fastify.post(
    '/:businessId/photos',
    {
      preValidation: refuseOversizedUpload,
      schema: {
        params: BusinessParams,
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data: `file` (JPEG, PNG or WebP, at most 10 MB) and `alt` (1–200 characters). ' +
          'Stored as WebP and AVIF at widths 320, 640, 768, 1024 and 1600 (never enlarged), without EXIF or GPS.',
        response: { 201: Photo, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      // Refused before the photo's bytes are read: unknown business, or already 20 photos.
      await photos.assertCanAdd(owner, request.params.businessId);
      const upload = await readPhotoUpload(request);
      return reply.code(201).send(await photos.add(owner, request.params.businessId, upload, abandonment(reply)));
    },
  );
};

const photoRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  await fastify.register(uploadRoute);
  const { photos } = fastify;

  fastify.get(
    '/:businessId/photos',
    { schema: { params: BusinessParams, response: { 200: PhotoList, ...errorResponses(400, 401, 403, 404, 503) } } },
    async (request) => ({ items: await photos.list(ownerOf(request), request.params.businessId) }),
  );

  fastify.patch(
    '/:businessId/photos/:photoId',
    {
      schema: {
        params: PhotoParams,
        body: UpdatePhotoBody,
        response: { 200: Photo, ...errorResponses(400, 401, 403, 404, 413, 415, 503) },
      },
    },
    async (request) =>
      photos.updateAlt(ownerOf(request), request.params.businessId, request.params.photoId, request.body.alt),
  );

  fastify.put(
    '/:businessId/photos/order',
    {
      schema: {
        params: BusinessParams,
        body: PhotoOrderBody,
        response: { 200: PhotoList, ...errorResponses(400, 401, 403, 404, 413, 415, 503) },
      },
    },
    async (request) => ({
      items: await photos.reorder(ownerOf(request), request.params.businessId, request.body.photoIds),
    }),
  );

  fastify.delete(
    '/:businessId/photos/:photoId',
    {
      schema: { params: PhotoParams, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 503) } },
    },
    async (request, reply) => {
      await photos.remove(ownerOf(request), request.params.businessId, request.params.photoId);
      return reply.code(204).send(null);
    },
  );
};

export default photoRoutes;
