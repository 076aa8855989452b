/**
 * Bookings (one event × one business), their quotes, messages and review. Every limit of
 * marketplace.md section 3 is here, so a request outside them is a 400 naming the field;
 * migration 0006 holds the same limits as constraints.
 */
import { type TSchema, Type } from '@sinclair/typebox';
import { MAX_PENCE, MAX_QUOTE_ITEMS, QUOTE_VALID_DAYS } from '../modules/events/event-catalogue.ts';
import { LocalDate } from './business.ts';
import { BookingStatus, BookingSummary, BusinessRef, EventView, Quote, QuoteItem } from './events.ts';
import { named } from './named.ts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Uuid = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const Side = Type.Union([Type.Literal('organizer'), Type.Literal('business')]);

const quoteFields = {
  items: Type.Array(QuoteItem, { minItems: 1, maxItems: MAX_QUOTE_ITEMS }),
  totalPence: Type.Integer({ minimum: 1, maximum: MAX_PENCE, description: 'All in; equals the sum of the items.' }),
  depositPence: Type.Integer({ minimum: 0, maximum: MAX_PENCE, description: '0 to totalPence.' }),
  validUntil: {
    ...LocalDate,
    description: `${QUOTE_VALID_DAYS.min}–${QUOTE_VALID_DAYS.max} days after today (Europe/London).`,
  },
  message: Type.String({ maxLength: 2000 }),
  replacesQuoteId: Type.Optional({
    ...Uuid,
    description: 'The open quote this one revises; if it is no longer the open one the answer is 409.',
  }),
};

export const QuoteBody = named('QuoteBody', Type.Object(quoteFields, { additionalProperties: false }));

export const EventQuoteBody = named(
  'EventQuoteBody',
  Type.Object(
    { ...quoteFields, businessId: { ...Uuid, description: 'The business that quotes.' } },
    { additionalProperties: false },
  ),
);

export const CreateBookingBody = named(
  'CreateBookingBody',
  Type.Object(
    { businessId: Uuid, eventId: Uuid, message: Type.String({ minLength: 1, maxLength: 2000 }) },
    { additionalProperties: false },
  ),
);

export const DeclineRequestBody = named(
  'DeclineRequestBody',
  Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false }),
);

export const CancelBookingBody = named(
  'CancelBookingBody',
  Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false }),
);

export const RefundBookingBody = named(
  'RefundBookingBody',
  Type.Object(
    { reason: Type.String({ minLength: 1, maxLength: 500, description: 'Why, as the family reads it.' }) },
    { additionalProperties: false },
  ),
);

export const Contact = named(
  'Contact',
  Type.Object(
    { email: Type.String(), phone: Nullable(Type.String()) },
    { description: "The business's, shown to its organizer once the booking is confirmed." },
  ),
);

export const MessageBody = named(
  'MessageBody',
  Type.Object({ text: Type.String({ minLength: 1, maxLength: 2000 }) }, { additionalProperties: false }),
);

export const Message = named(
  'Message',
  Type.Object({
    id: Uuid,
    bookingId: Uuid,
    author: Side,
    authorName: Type.String(),
    text: Type.String(),
    createdAt: DateTime,
  }),
);

export const MessageList = named(
  'MessageList',
  Type.Object({
    items: Type.Array(Message, { description: 'Newest first.' }),
    nextCursor: Nullable(Type.String({ description: 'Pass as `before` for older messages; null on the last.' })),
  }),
);

export const ReviewBody = named(
  'ReviewBody',
  Type.Object(
    { rating: Type.Integer({ minimum: 1, maximum: 5 }), text: Type.String({ maxLength: 1000 }) },
    { additionalProperties: false },
  ),
);

export const ReviewReplyBody = named(
  'ReviewReplyBody',
  Type.Object({ text: Type.String({ minLength: 1, maxLength: 1000 }) }, { additionalProperties: false }),
);

export const Review = named(
  'Review',
  Type.Object({
    id: Uuid,
    bookingId: Uuid,
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    text: Type.String(),
    authorName: Type.String({ description: 'First name only.' }),
    createdAt: DateTime,
    reply: Nullable(Type.Object({ text: Type.String(), createdAt: DateTime })),
  }),
);

export const ReviewList = named(
  'ReviewList',
  Type.Object({ items: Type.Array(Review, { description: 'Newest first.' }), nextCursor: Nullable(Type.String()) }),
);

export const BookingView = named(
  'BookingView',
  Type.Object({
    id: Uuid,
    viewer: Side,
    status: BookingStatus,
    business: BusinessRef,
    event: EventView,
    requestMessage: Type.String({ description: "The organizer's request; '' when the business quoted first." }),
    quotes: Type.Array(Quote, { description: 'The open one first, then newest first.' }),
    contact: Nullable(Contact),
    organizerName: Type.String({ description: "The organizer's first name." }),
    cancelReason: Nullable(Type.String()),
    cancelledBy: Nullable(Side),
    refundReason: Nullable(Type.String({ description: 'Why its business refunded it (status refunded).' })),
    refundedAt: Nullable(DateTime),
    review: Nullable(Review),
    canReview: Type.Boolean(),
    canReply: Type.Boolean(),
    createdAt: DateTime,
    lastActivityAt: DateTime,
  }),
);

export const BookingList = named(
  'BookingList',
  Type.Object({
    items: Type.Array(BookingSummary),
    nextCursor: Nullable(Type.String({ description: 'Pass as `cursor` for the next page; null on the last.' })),
  }),
);

export const BookingIdParams = Type.Object({ bookingId: Uuid }, { additionalProperties: false });
export const QuoteIdParams = Type.Object({ quoteId: Uuid }, { additionalProperties: false });
