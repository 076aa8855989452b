/** The messages of the spec's error catalogue (section 8), word for word. */
export const API_ERROR_MESSAGES = {
  noUser: 'No user is logged in.',
  noResponse: 'No response from backend. Please check your network connection.',
  setup: (detail: string) => `Request setup error: ${detail}`,
  unexpected: (detail: string) => `Unexpected error: ${detail}`,
} as const;

/** Every failure of an authenticated call; `status` is set when the backend answered. */
export class ApiError extends Error {
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** An error's own message; checked by shape, since errors from another realm fail `instanceof`. */
export function detailOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return String(error);
}
