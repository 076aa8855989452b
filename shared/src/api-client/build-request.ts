import { API_ERROR_MESSAGES, ApiError, detailOf } from './api-error.ts';

/** Options of an authenticated call: a plain object body is sent as JSON. */
export type ApiRequestInit = Omit<RequestInit, 'body'> & { body?: unknown };

const DEFAULT_API_URL = 'http://localhost:4000';

export function apiBaseUrl(): string {
  return process.env.PUBLIC_API_URL || DEFAULT_API_URL;
}

function serialise(body: unknown): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** Builds the request; anything that stops it being built is a setup error, not a network one. */
export function buildRequest(path: string, token: string, init: ApiRequestInit = {}): Request {
  try {
    const { body, headers, ...rest } = init;
    const merged = new Headers(headers);
    merged.set('Authorization', `Bearer ${token}`);
    merged.set('Content-Type', 'application/json');
    return new Request(new URL(path, apiBaseUrl()), {
      ...rest,
      headers: merged,
      body: serialise(body),
      credentials: 'include',
    });
  } catch (error) {
    throw new ApiError(API_ERROR_MESSAGES.setup(detailOf(error)));
  }
}
