/** The account forms' own checks, the same as the server's (api/src/modules/accounts/profile.ts). */

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Empty is fine (no phone); otherwise a UK landline or mobile. */
export function phoneProblem(raw: string): string | null {
  const phone = raw.trim();
  if (phone === '') return null;
  const digits = phone.replace(/[ ()-]/g, '');
  if (phone.length > 20 || !/^(?:0\d{9,10}|\+44\d{9,10})$/.test(digits)) {
    return 'Enter a UK phone number, such as 07700 900123 or +44 117 496 0000.';
  }
  return null;
}
