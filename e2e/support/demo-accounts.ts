import { demoUid } from '../../api/scripts/demo-data/demo-uid.ts';
import { EMULATOR_URL, PROJECT_ID } from './emulator.ts';

export const DEMO_PASSWORD = 'kids-events-demo';
const IDENTITY = `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1`;

/**
 * The run seeds the demo accounts, but the Auth Emulator is shared with other suites that may
 * reset it meanwhile: put the account back (same email, password and uid) when it has gone. Only
 * "already exists" means there is nothing to do; any other refusal fails the test loudly.
 */
export async function ensureDemoAccount(email: string, { verified }: { verified: boolean }): Promise<void> {
  // As the seed makes it: with its uid, so what the account owns in the database is still its.
  const created = await fetch(`${IDENTITY}/projects/${PROJECT_ID}/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: demoUid(email), email, password: DEMO_PASSWORD, emailVerified: verified }),
  });
  if (created.ok) return;
  const text = await created.text();
  // The account is there: its email, or its uid (which the email gives), is taken.
  if (created.status === 400 && /EMAIL_EXISTS|DUPLICATE_LOCAL_ID/.test(text)) return;
  throw new Error(`The demo account ${email} could not be created: the emulator answered ${created.status} ${text}`);
}
