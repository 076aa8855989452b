/**
 * The notifications module: the one entry point for reading and changing notifications, used by
 * the routes and by any other backend code that needs to tell a user something.
 */
import type { Database } from '../../db/database.ts'
import { normalizeEmail, parseEmail } from '../email-address.ts'
import { InvalidInputError } from '../errors.ts'
import { type NewNotification, type Notification, toNotification } from './notification.ts'
import { createNotificationEvents, type NotificationEvents } from './notification-events.ts'
import { createNotificationsRepository } from './notifications-repository.ts'

export interface NotificationsModule {
  listFor(email: string): Promise<Notification[]>
  create(input: NewNotification): Promise<Notification>
  markRead(id: string, ownerEmail: string): Promise<Notification | undefined>
  remove(id: string, ownerEmail: string): Promise<boolean>
  readonly events: NotificationEvents
}

export function createNotificationsModule(db: Database): NotificationsModule {
  const repository = createNotificationsRepository(db)
  return {
    async listFor(email) {
      return (await repository.listForRecipient(normalizeEmail(email))).map(toNotification)
    },

    async create(input) {
      const email = parseEmail(input.recipientEmail)
      if (!email) throw new InvalidInputError('recipientEmail must be a valid email address.')
      if (input.entityType === 'Quote' && !input.relatedEntity.bookingId) {
        throw new InvalidInputError('relatedEntity.bookingId is required when entityType is Quote.')
      }
      const content = input.content.trim()
      if (!content) throw new InvalidInputError('content must not be blank.')
      const row = await repository.create({ ...input, content, recipientEmail: normalizeEmail(email) })
      return toNotification(row)
    },

    async markRead(id, ownerEmail) {
      const row = await repository.markRead(id, normalizeEmail(ownerEmail))
      return row && toNotification(row)
    },

    remove: (id, ownerEmail) => repository.remove(id, normalizeEmail(ownerEmail)),

    events: createNotificationEvents(db)
  }
}
