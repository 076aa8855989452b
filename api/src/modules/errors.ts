/** Errors a module raises for its caller to see; `statusCode` is read by the error handler. */
export class InvalidInputError extends Error {
  override name = 'InvalidInputError';
  readonly statusCode = 400;
}
