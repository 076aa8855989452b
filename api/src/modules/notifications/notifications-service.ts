/**
 * The notifications module: the one entry point for reading and changing notifications, used by
 * the routes and by any other backend code that needs to tell a user something.
 */
import type { Database } from '../../db/database.ts';
import { normalizeEmail, parseEmail } from '../email-address.ts';
import { InvalidInputError } from '../errors.ts';
import { type NewNotification, type Notification, toNotification } from './notification.ts';
import { createNotificationEvents, type NotificationEvents } from './notification-events.ts';
import { createNotificationsRepository, type NotificationSummary } from './notifications-repository.ts';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NotificationsModule {
  /** One page of the newest notifications, older than `before` (an id of theirs) when given. */
  listFor(email: string, page?: { limit?: number | undefined; before?: string | undefined }): Promise<Notification[]>;
  summaryFor(email: string): Promise<NotificationSummary>;
  create(input: NewNotification): Promise<Notification>;
  markRead(id: string, ownerEmail: string): Promise<Notification | undefined>;
  remove(id: string, ownerEmail: string): Promise<boolean>;
  readonly events: NotificationEvents;
}

export function createNotificationsModule(db: Database): NotificationsModule {
  const repository = createNotificationsRepository(db);
  return {
    async listFor(email, { limit = DEFAULT_PAGE_SIZE, before } = {}) {
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
        throw new InvalidInputError(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
      }
      const rows =
        before === undefined || UUID.test(before)
          ? await repository.listForRecipient(normalizeEmail(email), { limit, before })
          : undefined;
      if (!rows) throw new InvalidInputError('before must be the id of one of your notifications.');
      return rows.map(toNotification);
    },

    summaryFor: (email) => repository.summaryForRecipient(normalizeEmail(email)),

    async create(input) {
      const email = parseEmail(input.recipientEmail);
      if (!email) throw new InvalidInputError('recipientEmail must be a valid email address.');
      if (input.entityType === 'Quote' && !input.relatedEntity.bookingId) {
        throw new InvalidInputError('relatedEntity.bookingId is required when entityType is Quote.');
      }
      const content = input.content.trim();
      if (!content) throw new InvalidInputError('content must not be blank.');
      const row = await repository.create({ ...input, content, recipientEmail: normalizeEmail(email) });
      return toNotification(row);
    },

    async markRead(id, ownerEmail) {
      const row = await repository.markRead(id, normalizeEmail(ownerEmail));
      return row && toNotification(row);
    },

    remove: (id, ownerEmail) => repository.remove(id, normalizeEmail(ownerEmail)),

    events: createNotificationEvents(db),
  };
}
