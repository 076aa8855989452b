/** What other modules use of notifications: the one insert, in the caller's transaction. */
export type { NewNotification } from './notification.ts';
export { insertNotification } from './notifications-repository.ts';
export { NOTIFICATIONS_CHANNEL } from './notifications-repository.ts';
