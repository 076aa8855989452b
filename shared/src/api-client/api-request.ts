import { API_ERROR_MESSAGES, ApiError, detailOf } from './api-error.ts';
import { bearerToken } from './bearer-token.ts';
import { buildRequest, type ApiRequestInit } from './build-request.ts';
import { readResponse } from './read-response.ts';

function isTypeError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Object && 'name' in error && error.name === 'TypeError');
}

async function send(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    // fetch rejects with a TypeError only when no response arrived (offline, refused, CORS).
    if (isTypeError(error)) throw new ApiError(API_ERROR_MESSAGES.noResponse);
    throw new ApiError(API_ERROR_MESSAGES.unexpected(detailOf(error)));
  }
}

/**
 * An authenticated call to the API: `path` is relative to PUBLIC_API_URL. Resolves to the
 * parsed JSON body, or to the Response itself when the body is empty. Rejects with an
 * ApiError whose message is one of the spec's catalogue, or the backend's own `message`.
 */
export async function apiRequest<T = unknown>(path: string, init?: ApiRequestInit): Promise<T | Response> {
  const token = await bearerToken();
  const response = await send(buildRequest(path, token, init));
  return readResponse<T>(response);
}
