import { apiRequest, apiSend } from 'shared/api-client';
import type { Account, EmailSettings, UpdateAccountBody } from 'shared/contracts';

export function getAccount(): Promise<Account> {
  return apiRequest<Account>('/api/account');
}

/** Display name and phone; an empty string removes one. */
export function updateProfile(body: UpdateAccountBody): Promise<Account> {
  return apiRequest<Account>('/api/account', { method: 'PATCH', body });
}

export function saveEmailSettings(settings: EmailSettings): Promise<EmailSettings> {
  return apiRequest<EmailSettings>('/api/account/email-settings', { method: 'PUT', body: settings });
}

/** Everything held about the user, as one JSON file. */
export async function fetchMyData(): Promise<Blob> {
  const data = await apiRequest<unknown>('/api/account/export');
  return new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
}

/** Cannot be undone: the API withdraws open bookings, removes personal data and the sign-in. */
export async function deleteAccount(confirmEmail: string): Promise<void> {
  await apiSend('/api/account', { method: 'DELETE', body: { confirmEmail } });
}
