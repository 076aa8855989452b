import { apiBaseUrl } from 'shared/api-client';

/**
 * Adds an address to the mailing list. Anyone may sign up, so the call carries no credentials.
 * Only a 200 counts as success; the answer's body is not read. A network failure rejects.
 */
export async function signUpToMailingList(email: string): Promise<boolean> {
  const response = await fetch(`${apiBaseUrl()}/api/requests/mailinglist`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return response.status === 200;
}
