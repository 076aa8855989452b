import { API_ERROR_MESSAGES, ApiError, apiBaseUrl } from 'shared/api-client';
import { authService, hasAuthService } from 'shared/auth';
import { appStore } from 'shared/store';

export type EventStreamReader = ReadableStreamDefaultReader<Uint8Array>;

/** The stream was answered with an error before it started; `retryAfterMs` from Retry-After, if any. */
export class StreamRefusedError extends ApiError {
  readonly retryAfterMs: number | undefined;

  constructor(message: string, status: number, retryAfterMs?: number) {
    super(message, status);
    this.name = 'StreamRefusedError';
    this.retryAfterMs = retryAfterMs;
  }
}

/** A fresh ID token from the provider (forced after the server said it expired), else the store's copy. */
async function streamToken(forceRefresh: boolean): Promise<string | null> {
  if (hasAuthService()) {
    try {
      const token = await authService().getIdToken(forceRefresh);
      if (token) return token;
    } catch {
      // Fall back to the store's token below.
    }
  }
  return appStore.getState().token;
}

async function refusal(response: Response): Promise<StreamRefusedError> {
  let message = API_ERROR_MESSAGES.unexpected(`status ${response.status}`);
  try {
    const body: unknown = JSON.parse(await response.text());
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
      message = body.message;
    }
  } catch {
    // Not JSON: keep the generic message.
  }
  const seconds = Number(response.headers.get('retry-after'));
  return new StreamRefusedError(message, response.status, seconds > 0 ? seconds * 1_000 : undefined);
}

/**
 * Opens the live stream of "your notifications changed" events with the ID token in the
 * Authorization header (never in the URL, where logs and proxies would keep it) and returns
 * the reader of its body. Rejects with an ApiError when it cannot be opened.
 */
export async function openNotificationStream({
  signal,
  freshToken,
}: {
  signal: AbortSignal;
  freshToken: boolean;
}): Promise<EventStreamReader> {
  const token = await streamToken(freshToken);
  if (!token) throw new ApiError(API_ERROR_MESSAGES.noUser);
  const request = new Request(new URL('/api/notification/stream', apiBaseUrl()), {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    credentials: 'include',
    cache: 'no-store',
    signal,
  });
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(API_ERROR_MESSAGES.noResponse);
  }
  if (!response.ok) throw await refusal(response);
  const type = response.headers.get('content-type') ?? '';
  // A proxy or SPA fallback answering 200 with a page would otherwise look like a silent stream.
  if (!type.startsWith('text/event-stream') || !response.body) {
    response.body?.cancel().catch(() => undefined);
    throw new ApiError(
      API_ERROR_MESSAGES.unexpected(`the stream answered ${type || 'without a content type'}`),
      response.status,
    );
  }
  return response.body.getReader();
}
