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

/** The parsed body, or the response itself when the body is empty (spec section 7). */
export async function readResponse<T>(response: Response): Promise<T | Response> {
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
  if (text.trim() === '') return response;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new ApiError(API_ERROR_MESSAGES.unexpected(detailOf(error)), response.status);
  }
}
