/** What a failed call says to the visitor: the API's own message (ApiError), or a plain fallback. */
export function detailMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message)
    return error.message;
  return 'Something went wrong. Please try again.';
}
