/**
 * What other modules use of email: the outbox row a notification queues, the kinds a person can
 * turn off, and how a contact-form message is kept in its outbox row.
 */
export type { EmailKind } from './email-kinds.ts';
export { queueEmailsOf } from './outbox-queue.ts';
export { readContactContent, writeContactContent } from './contact-content.ts';
