import { API_ERROR_MESSAGES, ApiError, detailOf } from './api-error.ts';

/** Options of a call: a plain object body is sent as JSON. */
export type ApiRequestInit = Omit<RequestInit, 'body'> & {
  body?: unknown;
  /** false for a call anyone may make (the public pages' reads): no token is asked for or sent. */
  auth?: boolean;
};

// Only outside a browser (unit tests under Node) is there no page origin to fall back on.
const NO_PAGE_API_URL = 'http://localhost:4000';

/** PUBLIC_API_URL when set at build time; otherwise the page's own origin, which forwards /api/*. */
export function apiBaseUrl(): string {
  if (process.env.PUBLIC_API_URL) return process.env.PUBLIC_API_URL;
  return typeof window === 'undefined' ? NO_PAGE_API_URL : window.location.origin;
}

function serialise(body: unknown): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/**
 * Builds the request, with the token as a bearer when there is one; anything that stops it
 * being built is a setup error, not a network one. A request without a body says no content
 * type: it has none, and a read the page's HTML preloads (`<link rel="preload" as="fetch">`) is
 * reused only by a request with the same headers.
 */
export function buildRequest(path: string, token: string | null, init: ApiRequestInit = {}): Request {
  try {
    const { body, headers, auth: _auth, ...rest } = init;
    const merged = new Headers(headers);
    if (token !== null) merged.set('Authorization', `Bearer ${token}`);
    const sent = serialise(body);
    if (sent !== undefined) merged.set('Content-Type', 'application/json');
    return new Request(new URL(path, apiBaseUrl()), {
      ...rest,
      headers: merged,
      body: sent,
      credentials: 'include',
    });
  } catch (error) {
    throw new ApiError(API_ERROR_MESSAGES.setup(detailOf(error)));
  }
}
