import { API_ERROR_MESSAGES, ApiError, detailOf } from './api-error.ts';

function backendMessage(text: string): string | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || null;
    }
  } catch {
    // Not JSON: there is no message of the backend's own to show.
  }
  return null;
}

/** The body's text of a successful answer; an error status raises the backend's own message. */
export async function readSuccessText(response: Response): Promise<string> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ApiError(API_ERROR_MESSAGES.unexpected(detailOf(error)), response.status);
  }
  if (!response.ok) {
    const message = backendMessage(text);
    throw new ApiError(message ?? API_ERROR_MESSAGES.unexpected(`status ${response.status}`), response.status);
  }
  return text;
}

/** The parsed JSON body of a call that answers one; an empty body is an error here, not a value. */
export async function readJson<T>(response: Response): Promise<T> {
  const text = await readSuccessText(response);
  if (text.trim() === '') {
    throw new ApiError(
      API_ERROR_MESSAGES.unexpected(`the answer (status ${response.status}) has no body`),
      response.status,
    );
  }
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new ApiError(API_ERROR_MESSAGES.unexpected(detailOf(error)), response.status);
  }
}
