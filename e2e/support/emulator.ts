/**
 * The Firebase Auth Emulator seen from the tests: its REST API stands in for the mailbox
 * (out-of-band codes) and for the pages a real email's link would open.
 */
export const EMULATOR_URL = 'http://127.0.0.1:9099';
export const PROJECT_ID = 'demo-kids-events';
const API_KEY = 'demo-key';

type OobCode = {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobCode: string;
  oobLink: string;
};

export async function emulatorAnswers(): Promise<boolean> {
  try {
    return (await fetch(EMULATOR_URL, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/** An address no earlier run has used. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function post(path: string, body: object): Promise<unknown> {
  const response = await fetch(`${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/${path}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Creates an account directly, for tests that start from an existing user. */
export async function createAccount(email: string, password: string): Promise<void> {
  await post('accounts:signUp', { email, password, returnSecureToken: true });
}

/** The latest code of a kind the emulator "emailed" to `email`; waits for it to arrive. */
export async function latestOobCode(email: string, requestType: OobCode['requestType']): Promise<OobCode> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
    const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
    const found = oobCodes.filter((code) => code.email === email && code.requestType === requestType).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No ${requestType} code was sent to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What the reset page of a real email would do: set the new password with the code. */
export async function resetPassword(oobCode: string, newPassword: string): Promise<void> {
  await post('accounts:resetPassword', { oobCode, newPassword });
}
