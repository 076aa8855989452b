/** Server-side email checks; the browser's `type=email` is a convenience, not a guarantee. */

export const MAX_EMAIL_LENGTH = 254;

// The WHATWG `type=email` grammar, plus a dot in the domain: a bare host is never a deliverable
// address for this service's users.
const LOCAL = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${LOCAL}@${LABEL}(?:\\.${LABEL})+$`);

/** The trimmed address when well formed, otherwise undefined. */
export function parseEmail(raw: string): string | undefined {
  const email = raw.trim();
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH) return undefined;
  if (!EMAIL.test(email)) return undefined;
  const local = email.slice(0, email.lastIndexOf('@'));
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return undefined;
  return email;
}

/** The key emails are compared by: one subscriber or recipient regardless of letter case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
