/** What can be wrong with an upload, as the status and message the uploader sees. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Decoded size cap: a small file can still claim a huge canvas (a decompression bomb). */
export const MAX_PHOTO_PIXELS = 100_000_000;

export class UnsupportedPhotoError extends Error {
  override name = 'UnsupportedPhotoError';
  readonly statusCode = 415;
  constructor() {
    super('Photos must be JPEG, PNG or WebP.');
  }
}

export class PhotoTooLargeError extends Error {
  override name = 'PhotoTooLargeError';
  readonly statusCode = 413;
  constructor(message = 'Photos must be 10 MB or smaller.') {
    super(message);
  }
}

export class UnreadablePhotoError extends Error {
  override name = 'UnreadablePhotoError';
  readonly statusCode = 400;
  constructor() {
    super('This photo could not be read: the file may be damaged. Please try another.');
  }
}

export class PhotoProcessingBusyError extends Error {
  override name = 'PhotoProcessingBusyError';
  readonly statusCode = 503;
  constructor() {
    super('We are processing a lot of photos right now. Please try again in a minute.');
  }
}
