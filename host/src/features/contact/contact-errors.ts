import { CONTACT_TOPICS, LIMITS } from 'shared/contracts';
import type { ContactTopic } from './api/contact-topic.ts';

export type ContactFields = { name: string; email: string; topic: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

const LIMIT = LIMITS.ContactBody;
// A word, an @, and a domain with a dot: the API checks the address fully.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isContactTopic = (topic: string): topic is ContactTopic =>
  (CONTACT_TOPICS as readonly string[]).includes(topic);

/** What to fix before sending, field by field; the limits are the API's own. */
export function contactErrors(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  const name = fields.name.trim();
  if (!name) errors.name = 'Enter your name.';
  else if (name.length > LIMIT.name.maxLength)
    errors.name = `Your name can be at most ${LIMIT.name.maxLength} characters.`;
  const email = fields.email.trim();
  if (!email) errors.email = 'Enter your email address.';
  else if (!EMAIL.test(email)) errors.email = 'Enter an email address like name@example.com.';
  if (!isContactTopic(fields.topic)) errors.topic = 'Choose what your message is about.';
  const message = fields.message.trim();
  if (!message) errors.message = 'Write your message.';
  else if (message.length > LIMIT.message.maxLength)
    errors.message = `Your message can be at most ${LIMIT.message.maxLength.toLocaleString('en-GB')} characters.`;
  return errors;
}
