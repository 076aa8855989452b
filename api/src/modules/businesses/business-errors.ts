/** Errors the businesses module raises; `statusCode` is what the caller gets. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
  readonly statusCode = 404;
}

/** The request is valid but the business's current state refuses it (or another change won a race). */
export class ConflictError extends Error {
  override name = 'ConflictError';
  readonly statusCode = 409;
}

export const BUSINESS_NOT_FOUND = 'Business not found.';
