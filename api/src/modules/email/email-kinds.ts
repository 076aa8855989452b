/**
 * The kinds of notification a person can have emailed or not (in the bell they always arrive),
 * and how each notification of marketplace.md section 5 falls into one.
 */
export const EMAIL_KINDS = ['quotes', 'bookings', 'messages', 'events'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** What the settings screen and every email's footer call each kind. */
export const KIND_LABELS: Record<EmailKind, string> = {
  quotes: 'quotes',
  bookings: 'bookings',
  messages: 'messages',
  events: 'events for my businesses',
};

export function isEmailKind(value: string): value is EmailKind {
  return (EMAIL_KINDS as readonly string[]).includes(value);
}
