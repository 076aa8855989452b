/**
 * The notifications module: the one entry point for reading and changing notifications, used by
 * the routes and by any other backend code that needs to tell a user something.
 */
import type { Database } from '../../db/database.ts';
import { InvalidInputError } from '../errors.ts';
import { type NewNotification, type Notification, toNotification } from './notification.ts';
import { createNotificationEvents, type NotificationEvents } from './notification-events.ts';
import { createNotificationsRepository, type NotificationSummary } from './notifications-repository.ts';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every method names the recipient by account (uid): their address may change, their account does not. */
export interface NotificationsModule {
  /** One page of the newest notifications, older than `before` (an id of theirs) when given. */
  listFor(uid: string, page?: { limit?: number | undefined; before?: string | undefined }): Promise<Notification[]>;
  summaryFor(uid: string): Promise<NotificationSummary>;
  create(input: NewNotification): Promise<Notification>;
  markRead(id: string, uid: string): Promise<Notification | undefined>;
  remove(id: string, uid: string): Promise<boolean>;
  readonly events: NotificationEvents;
}

export function createNotificationsModule(db: Database): NotificationsModule {
  const repository = createNotificationsRepository(db);
  return {
    async listFor(uid, { limit = DEFAULT_PAGE_SIZE, before } = {}) {
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
        throw new InvalidInputError(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
      }
      const rows =
        before === undefined || UUID.test(before)
          ? await repository.listForRecipient(uid, { limit, before })
          : undefined;
      if (!rows) throw new InvalidInputError('before must be the id of one of your notifications.');
      return rows.map(toNotification);
    },

    summaryFor: (uid) => repository.summaryForRecipient(uid),

    async create(input) {
      if (!input.recipientUid) throw new InvalidInputError('recipientUid must name an account.');
      if (input.entityType === 'Quote' && !input.relatedEntity.bookingId) {
        throw new InvalidInputError('relatedEntity.bookingId is required when entityType is Quote.');
      }
      const content = input.content.trim();
      if (!content) throw new InvalidInputError('content must not be blank.');
      const row = await repository.create({ ...input, content });
      return toNotification(row);
    },

    async markRead(id, uid) {
      const row = await repository.markRead(id, uid);
      return row && toNotification(row);
    },

    remove: (id, uid) => repository.remove(id, uid),

    events: createNotificationEvents(db),
  };
}
