/**
 * What a failed call or action says to the person: the error's own message (the API client's
 * are written for people, the server's word for word), or `fallback` when it has none (a thrown string or
 * an empty message means nothing to a person). Checked by
 * shape, since an error from another realm (a parcel's iframe, a test's jsdom) fails `instanceof`.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message)
    return error.message;
  return fallback;
}
