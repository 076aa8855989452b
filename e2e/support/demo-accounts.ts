import { EMULATOR_URL, PROJECT_ID } from './emulator.ts';

export const DEMO_PASSWORD = 'kids-events-demo';
const IDENTITY = `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1`;

/**
 * The run seeds the demo accounts, but the Auth Emulator is shared with other suites that may
 * reset it meanwhile: put the account back (same email and password) when it has gone. Only
 * "already exists" means there is nothing to do; any other refusal fails the test loudly.
 */
export async function ensureDemoAccount(email: string, { verified }: { verified: boolean }): Promise<void> {
  const created = await fetch(`${IDENTITY}/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  if (!created.ok) {
    const text = await created.text();
    if (created.status === 400 && text.includes('EMAIL_EXISTS')) return;
    throw new Error(`The demo account ${email} could not be created: the emulator answered ${created.status} ${text}`);
  }
  const { localId } = (await created.json()) as { localId: string };
  if (!verified) return;
  const updated = await fetch(`${IDENTITY}/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  if (!updated.ok) {
    throw new Error(`The demo account ${email} could not be verified again: ${updated.status} ${await updated.text()}`);
  }
}
