import { API_ERROR_MESSAGES, ApiError, detailOf } from './api-error.ts';
import { bearerToken } from './bearer-token.ts';
import { buildRequest, type ApiRequestInit } from './build-request.ts';
import { readJson, readSuccessText } from './read-response.ts';

function isTypeError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Object && 'name' in error && error.name === 'TypeError');
}

async function send(path: string, init: ApiRequestInit | undefined): Promise<Response> {
  const token = init?.auth === false ? null : await bearerToken();
  const request = buildRequest(path, token, init);
  try {
    return await fetch(request);
  } catch (error) {
    // fetch rejects with a TypeError only when no response arrived (offline, refused, CORS).
    if (isTypeError(error)) throw new ApiError(API_ERROR_MESSAGES.noResponse);
    throw new ApiError(API_ERROR_MESSAGES.unexpected(detailOf(error)));
  }
}

/**
 * An authenticated call that answers JSON (`{auth: false}`: a call anyone may make, signed in
 * or not): `path` is relative to PUBLIC_API_URL. Resolves to
 * the parsed body, typed `T` by the caller (the API's schema, not checked here). Rejects with
 * an ApiError whose message is one of the spec's catalogue, or the backend's own `message`;
 * an empty answer is an error too: use `apiSend` for calls that answer nothing.
 */
export async function apiRequest<T>(path: string, init?: ApiRequestInit): Promise<T> {
  return readJson<T>(await send(path, init));
}

/**
 * An authenticated call whose answer is not read (a 204, or a body nobody shows): resolves to
 * the whole Response once it succeeded, and rejects as `apiRequest` does.
 */
export async function apiSend(path: string, init?: ApiRequestInit): Promise<Response> {
  const response = await send(path, init);
  await readSuccessText(response);
  return response;
}
