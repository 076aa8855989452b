/** What other modules use of email: the outbox row a notification queues, and the kinds a person can turn off. */
export type { EmailKind } from './email-kinds.ts';
export { queueEmailsOf } from './outbox-queue.ts';
