import { authService, hasAuthService } from 'shared/auth';
import { appStore } from 'shared/store';
import { API_ERROR_MESSAGES, ApiError } from './api-error.ts';

/**
 * The ID token to send: fresh from the identity provider (it refreshes an expiring one), or
 * the store's copy when the provider is not loaded or cannot answer right now.
 */
export async function bearerToken(): Promise<string> {
  let token: string | null = null;
  if (hasAuthService()) {
    try {
      token = await authService().getIdToken();
    } catch {
      token = null;
    }
  }
  token ??= appStore.getState().token;
  if (!token) throw new ApiError(API_ERROR_MESSAGES.noUser);
  return token;
}
