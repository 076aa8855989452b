/**
 * Reads a photo upload: multipart/form-data with one file field `file` and one text field `alt`,
 * in either order. Busboy's limits cut the body off as it streams in, so an oversized file is
 * refused after 10 MB, never after it has all arrived.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InvalidInputError } from '../../../modules/errors.ts';
import { MAX_PHOTO_BYTES, PhotoTooLargeError } from '../../../modules/photos/photo-errors.ts';

export class UploadMediaTypeError extends Error {
  override name = 'UploadMediaTypeError';
  readonly statusCode = 415;
  constructor() {
    super(
      'Send the photo as multipart/form-data, with the photo in a "file" field and its description in an "alt" field.',
    );
  }
}

export interface PhotoUpload {
  file: Buffer;
  alt: string;
}

/** Room for the multipart framing and the alt field around the largest photo allowed. */
export const MAX_UPLOAD_BODY_BYTES = MAX_PHOTO_BYTES + 64 * 1024;

const LIMIT_MESSAGES: Record<string, () => Error> = {
  FST_REQ_FILE_TOO_LARGE: () => new PhotoTooLargeError(),
  FST_FILES_LIMIT: () => new InvalidInputError('file: send one photo per upload.'),
  FST_FIELDS_LIMIT: () => new InvalidInputError('Invalid request: the upload takes only the fields "file" and "alt".'),
  FST_PARTS_LIMIT: () => new InvalidInputError('Invalid request: the upload takes only the fields "file" and "alt".'),
};

/** 413 at once when the declared length already says the photo is too big. */
export async function refuseOversizedUpload(request: FastifyRequest): Promise<void> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BODY_BYTES) throw new PhotoTooLargeError();
}

async function readParts(request: FastifyRequest): Promise<Partial<PhotoUpload>> {
  const upload: Partial<PhotoUpload> = {};
  for await (const part of request.parts()) {
    const known = part.type === 'file' ? part.fieldname === 'file' : part.fieldname === 'alt';
    if (!known) {
      throw new InvalidInputError(
        `Invalid request: the upload has an unknown field "${part.fieldname}"; it takes "file" and "alt".`,
      );
    }
    if (part.type === 'file') {
      upload.file = await part.toBuffer();
    } else if (part.valueTruncated) {
      throw new InvalidInputError(
        'alt: describe the photo in 1 to 200 characters; it is read out in place of the photo.',
      );
    } else {
      upload.alt = String(part.value);
    }
  }
  return upload;
}

export async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart()) throw new UploadMediaTypeError();
  let upload: Partial<PhotoUpload>;
  try {
    upload = await readParts(request);
  } catch (error) {
    const mapped = LIMIT_MESSAGES[(error as { code?: string }).code ?? ''];
    throw mapped ? mapped() : error;
  }
  if (!upload.file || upload.file.length === 0) throw new InvalidInputError('file: choose a photo to upload.');
  return { file: upload.file, alt: upload.alt ?? '' };
}

/**
 * Aborts once the upload's answer is no longer ours to give: the response went out without us
 * (the handler timeout's 503) or the client has gone. Not `request.signal`, which also aborts as
 * soon as the body has been read in full (the request's 'close'), as every upload's is.
 */
export function abandonment(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const abandon = () => controller.abort(new Error('The upload was answered or closed before its photo was stored.'));
  reply.raw.once('finish', abandon);
  reply.raw.once('close', abandon);
  return controller.signal;
}
