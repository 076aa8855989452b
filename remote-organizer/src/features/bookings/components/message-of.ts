/** What went wrong, in the API client's own words (the server's message for a 409 or 400). */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
