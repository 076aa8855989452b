/**
 * Multipart bodies, for the photo upload only: registered inside that route's plugin, so every
 * other route keeps answering 415 to anything but JSON. Limits are busboy's, enforced while the
 * body streams in: one file of at most 10 MB and a few short text fields.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_PHOTO_BYTES } from '../../modules/photos/photo-errors.ts';

export const UPLOAD_FIELD_MAX_BYTES = 1_000;

export async function acceptMultipart(fastify: FastifyInstance): Promise<void> {
  await fastify.register(multipart, {
    limits: {
      fileSize: MAX_PHOTO_BYTES,
      files: 1,
      fields: 4,
      fieldSize: UPLOAD_FIELD_MAX_BYTES,
      parts: 5,
      headerPairs: 50,
    },
  });
}
