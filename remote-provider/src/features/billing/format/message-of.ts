/** An error's own message; checked by shape, since errors from another realm fail `instanceof`. */
export function messageOf(error: unknown): string {
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : String(error);
}
