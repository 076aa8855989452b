/**
 * A contact-form message becomes one row of the email outbox, addressed to support: the outbox's
 * worker sends it with the same retries and back-off as every other email, and the API never
 * waits on a mail server. Checks here give the form a clear message naming what to fix.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { normalizeEmail, parseEmail } from '../email-address.ts';
import { writeContactContent } from '../email/index.ts';
import { InvalidInputError } from '../errors.ts';

export interface ContactMessage {
  name: string;
  email: string;
  topic: string;
  message: string;
}

/** The message as it will be sent, or a 400 naming the first field to fix. */
export function checkedContactMessage(input: ContactMessage): ContactMessage {
  const name = input.name.trim();
  if (!name) throw new InvalidInputError('name: please enter your name.');
  const email = parseEmail(input.email);
  if (!email) throw new InvalidInputError('email: please enter a valid email address.');
  const message = input.message.trim();
  if (!message) throw new InvalidInputError('message: please write your message.');
  return { name, email: normalizeEmail(email), topic: input.topic, message };
}

export async function queueContactMessage(
  db: Database,
  supportAddress: string,
  contact: ContactMessage,
): Promise<void> {
  await db.orm.execute(sql`
    INSERT INTO email_outbox (recipient_email, recipient_type, kind, entity_type, related_entity_id, content, reply_to)
    VALUES (${supportAddress}, 'Support', 'contact', 'Contact', '', ${writeContactContent(contact)}, ${contact.email})
  `);
}
