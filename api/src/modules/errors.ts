/** Errors a module raises for its caller to see; `statusCode` is read by the error handler. */
export class InvalidInputError extends Error {
  override name = 'InvalidInputError';
  readonly statusCode = 400;
}

/** The object is missing, or not the caller's: both answer alike, so ids reveal nothing. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
  readonly statusCode = 404;
}

/** The request is valid but the object's current state refuses it (or another change won a race). */
export class ConflictError extends Error {
  override name = 'ConflictError';
  readonly statusCode = 409;
}

export const BUSINESS_NOT_FOUND = 'Business not found.';

/** The caller is known but may not do this (a business's own account booking that business). */
export class ForbiddenError extends Error {
  override name = 'ForbiddenError';
  readonly statusCode = 403;
}
