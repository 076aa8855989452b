import { apiBaseUrl } from 'shared/api-client';
import { authService, hasAuthService } from 'shared/auth';
import { appStore } from 'shared/store';

/** A fresh ID token from the provider, or the store's copy when the provider cannot answer. */
async function streamToken(): Promise<string | null> {
  if (hasAuthService()) {
    try {
      const token = await authService().getIdToken();
      if (token) return token;
    } catch {
      // Fall back to the store's token below.
    }
  }
  return appStore.getState().token;
}

/**
 * Opens the live stream of "your notifications changed" events. The token rides in the query
 * because EventSource cannot send headers. Resolves to null when nobody is signed in.
 */
export async function openNotificationStream(): Promise<EventSource | null> {
  const token = await streamToken();
  if (!token || typeof EventSource === 'undefined') return null;
  const url = new URL('/api/notification/stream', apiBaseUrl());
  url.searchParams.set('token', token);
  return new EventSource(url);
}
