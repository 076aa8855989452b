/** How events and people are named in views and notifications (en-GB, Europe/London). */
import { longDate } from '../common/index.ts';

/** An event named without private details, for a business: "a Birthday party on Saturday 14 March 2027". */
export function publicEventName(event: { type: string; date: string }): string {
  const article = /^[AEIOU]/i.test(event.type) ? 'an' : 'a';
  return `${article} ${event.type} on ${longDate(event.date)}`;
}

/** The label a business sees until its booking is confirmed: "Birthday party on Saturday 14 March 2027". */
export function publicEventLabel(event: { type: string; date: string }): string {
  return `${event.type} on ${longDate(event.date)}`;
}

/**
 * The first name a business and reviews show for an organizer. Accounts carry no display name in
 * their token, so it comes from the email's local part ("maya.jones@…" → "Maya").
 */
export function firstNameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const word = local.split(/[^A-Za-z]+/).find((part) => part.length > 0) ?? 'Organizer';
  return (word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).slice(0, 60);
}
