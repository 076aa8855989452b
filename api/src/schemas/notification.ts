import { Type } from '@sinclair/typebox';
import { named } from './named.ts';

const Id = Type.String({ minLength: 1, maxLength: 128 });

export const EntityType = Type.Union([Type.Literal('Quote'), Type.Literal('Booking'), Type.Literal('Event')]);

export const RelatedEntity = Type.Object({ _id: Id, bookingId: Type.Optional(Id) }, { additionalProperties: false });

export const Notification = named(
  'Notification',
  Type.Object({
    _id: Type.String(),
    content: Type.String(),
    status: Type.Union([Type.Literal('unread'), Type.Literal('read')]),
    createdAt: Type.String({ format: 'date-time' }),
    entityType: EntityType,
    recipientType: Type.String(),
    relatedEntity: Type.Object({ _id: Type.String(), bookingId: Type.Optional(Type.String()) }),
  }),
);

export const NotificationList = named('NotificationList', Type.Array(Notification));

export const NotificationListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  // The `_id` of the oldest notification the client already has; the page holds older ones.
  before: Type.Optional(Type.String({ format: 'uuid' })),
});

export const NotificationSummary = named(
  'NotificationSummary',
  Type.Object({
    unread: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
  }),
);

export const NotificationIdParams = Type.Object(
  { notificationId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const UserEmailParams = Type.Object(
  { userEmail: Type.String({ minLength: 3, maxLength: 254 }) },
  { additionalProperties: false },
);

export const MarkReadBody = named(
  'MarkReadBody',
  Type.Object({ status: Type.Literal('read') }, { additionalProperties: false }),
);

export const CreateNotificationBody = named(
  'CreateNotificationBody',
  Type.Object(
    {
      recipientEmail: Type.String({ minLength: 3, maxLength: 254 }),
      // 'User' or the kind of account the notification addresses, e.g. 'Business'.
      recipientType: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,39}$' }),
      entityType: EntityType,
      relatedEntity: RelatedEntity,
      content: Type.String({ minLength: 1, maxLength: 2000 }),
    },
    { additionalProperties: false },
  ),
);

/**
 * The stream's 200, for the OpenAPI document: the route writes the events itself (see
 * routes/api/notification/stream.ts), so nothing is serialised through this schema.
 */
export const NotificationStreamResponse = {
  description: [
    "Server-sent events that say the caller's notifications changed (refetch the list and summary):",
    '`event: ready` first with `data: {"heartbeatMs": n, "expiresAt": "<ISO time the ID token expires>"}`;',
    'a `: ping` comment every heartbeat; `data: {"type":"changed"}` at most once per 100 ms;',
    '`event: expired` when the ID token expires and `event: reconnect` when the instance shuts down,',
    'each followed by the end of the response.',
  ].join(' '),
  content: { 'text/event-stream': { schema: Type.String() } },
};
