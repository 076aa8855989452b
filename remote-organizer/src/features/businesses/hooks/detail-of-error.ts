/** What went wrong, in the API client's own words (its messages are written for people). */
export function detailOfError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
