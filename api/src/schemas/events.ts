/**
 * Events and what an event shows of its bookings. Every limit of marketplace.md section 3 is here,
 * so a request outside them is a 400 naming the field; migration 0006 holds the same limits as
 * constraints. Private fields (title, child's name, address, notes) are null for a business until
 * its booking is confirmed.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import {
  BOOKING_STATUSES,
  EVENT_STATUSES,
  EVENT_TYPES,
  MAX_PENCE,
  MAX_QUOTE_ITEMS,
  QUOTE_STATUSES,
} from '../modules/events/event-catalogue.ts';
import { AgeRange, Category, LocalDate, oneOf } from './business.ts';
import { named } from './named.ts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A scalar or null as one type list, so the validator's coercion never turns a refused value into null. */
function NullableScalar<T extends TSchema & { type: 'string' | 'integer' }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

const Uuid = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });

export const LocalTime = Type.String({
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  description: 'A local time, HH:MM, 24 hours (Europe/London).',
});

export const Pence = Type.Integer({ minimum: 0, maximum: MAX_PENCE, description: 'Pence, all in.' });

export const EventType = named('EventType', oneOf(EVENT_TYPES));
export const EventStatus = named('EventStatus', oneOf(EVENT_STATUSES, 'draft → published → completed | cancelled'));
export const BookingStatus = named(
  'BookingStatus',
  oneOf(
    BOOKING_STATUSES,
    'requested → quoted → confirmed → completed; or declined, expired, withdrawn, cancelled; completed → refunded',
  ),
);
export const QuoteStatus = named('QuoteStatus', oneOf(QUOTE_STATUSES));

const eventFields = {
  title: Type.String({
    minLength: 2,
    maxLength: 100,
    description: 'Trimmed; private to the organizer until confirmed.',
  }),
  type: EventType,
  date: { ...LocalDate, description: 'Today or later (Europe/London).' },
  startTime: LocalTime,
  endTime: { ...LocalTime, description: 'HH:MM, after startTime.' },
  postcodeDistrict: Type.String({
    minLength: 2,
    maxLength: 10,
    description: 'A UK postcode or district; stored as the district, e.g. SW11.',
  }),
  address: Type.String({ minLength: 1, maxLength: 300, description: 'Private until a booking is confirmed.' }),
  childName: Type.String({ maxLength: 60, description: "'' for none; private until a booking is confirmed." }),
  childrenCount: Type.Integer({ minimum: 1, maximum: 200 }),
  ageRange: AgeRange,
  budgetPence: NullableScalar(Type.Integer({ minimum: 0, maximum: MAX_PENCE, description: 'Pence; null for none.' })),
  servicesNeeded: Type.Array(Category, { maxItems: 14, uniqueItems: true }),
  notes: Type.String({ maxLength: 2000, description: 'Allergies, access; private until a booking is confirmed.' }),
  openToQuotes: Type.Boolean({ description: 'Listed in Find events for businesses in matching categories and areas.' }),
  shareWhenCompleted: Type.Boolean({ description: 'Shown at /ourevents once completed, without personal details.' }),
};

/** Required to create an event; the rest default to none / false. */
const requiredEventFields = {
  title: eventFields.title,
  type: eventFields.type,
  date: eventFields.date,
  startTime: eventFields.startTime,
  endTime: eventFields.endTime,
  postcodeDistrict: eventFields.postcodeDistrict,
  address: eventFields.address,
  childrenCount: eventFields.childrenCount,
  ageRange: eventFields.ageRange,
};
const optionalEventFields = {
  childName: Type.Optional(eventFields.childName),
  budgetPence: Type.Optional(eventFields.budgetPence),
  servicesNeeded: Type.Optional(eventFields.servicesNeeded),
  notes: Type.Optional(eventFields.notes),
  openToQuotes: Type.Optional(eventFields.openToQuotes),
  shareWhenCompleted: Type.Optional(eventFields.shareWhenCompleted),
};

export const EventBody = named(
  'EventBody',
  Type.Object({ ...requiredEventFields, ...optionalEventFields }, { additionalProperties: false }),
);

export const CreateEventBody = named(
  'CreateEventBody',
  Type.Object(
    {
      ...requiredEventFields,
      ...optionalEventFields,
      publish: Type.Boolean({ description: 'false keeps it a draft.' }),
    },
    { additionalProperties: false },
  ),
);

export const UpdateEventBody = named(
  'UpdateEventBody',
  Type.Partial(Type.Object(eventFields), {
    additionalProperties: false,
    minProperties: 1,
    description: 'Any subset of EventBody.',
  }),
);

export const CancelEventBody = named(
  'CancelEventBody',
  Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false }),
);

export const BusinessRef = named('BusinessRef', Type.Object({ id: Uuid, name: Type.String(), slug: Type.String() }));

export const QuoteItem = named(
  'QuoteItem',
  Type.Object(
    { description: Type.String({ minLength: 1, maxLength: 200 }), pence: Pence },
    { additionalProperties: false },
  ),
);

export const Quote = named(
  'Quote',
  Type.Object({
    id: Uuid,
    bookingId: Uuid,
    items: Type.Array(QuoteItem, { maxItems: MAX_QUOTE_ITEMS }),
    totalPence: Type.Integer({ description: 'All in.' }),
    depositPence: Type.Integer(),
    validUntil: { ...LocalDate, description: 'Open until the end of this day (Europe/London).' },
    message: Type.String(),
    status: QuoteStatus,
    createdAt: DateTime,
  }),
);

export const BookingSummary = named(
  'BookingSummary',
  Type.Object({
    id: Uuid,
    status: BookingStatus,
    business: BusinessRef,
    eventId: Uuid,
    eventLabel: Type.String({
      description: 'The title for the organizer; for the business "<type> on <date>" until confirmed.',
    }),
    eventDate: LocalDate,
    openQuote: Nullable(Quote),
    lastActivityAt: DateTime,
  }),
);

const publicEventFields = {
  id: Uuid,
  status: EventStatus,
  type: EventType,
  date: LocalDate,
  startTime: LocalTime,
  endTime: LocalTime,
  postcodeDistrict: Type.String(),
  childrenCount: Type.Integer(),
  ageRange: AgeRange,
  budgetPence: Nullable(Type.Integer()),
  servicesNeeded: Type.Array(Category),
  openToQuotes: Type.Boolean(),
};

export const EventView = named(
  'EventView',
  Type.Object({
    ...publicEventFields,
    viewer: Type.Union([Type.Literal('organizer'), Type.Literal('business')]),
    title: Nullable(Type.String({ description: 'Null for a business until its booking is confirmed.' })),
    childName: Nullable(Type.String()),
    address: Nullable(Type.String()),
    notes: Nullable(Type.String()),
    shareWhenCompleted: Type.Boolean({ description: 'false for a business.' }),
    bookings: Type.Array(BookingSummary, {
      description: "The organizer: every booking; a business: only its owner's businesses'.",
    }),
    quotableBy: Type.Array(BusinessRef, {
      description: "The caller's live businesses that may still send a quote on it (business viewer).",
    }),
  }),
);

export const EventList = named(
  'EventList',
  Type.Object({
    items: Type.Array(EventView),
    nextCursor: Nullable(Type.String({ description: 'Pass as `cursor` for the next page; null on the last.' })),
  }),
);

export const OpenEvent = named(
  'OpenEvent',
  Type.Object({
    ...publicEventFields,
    matchingBusinesses: Type.Array(BusinessRef, {
      description: "The caller's live businesses whose categories and areas match and that have no open booking on it.",
    }),
  }),
);

export const OpenEventList = named(
  'OpenEventList',
  Type.Object({ items: Type.Array(OpenEvent), nextCursor: Nullable(Type.String()) }),
);

/**
 * What the "Share it at Our Events" box promises and no more: no title, since families name
 * their events after their children ("Maya's 6th birthday").
 */
export const SharedEvent = named(
  'SharedEvent',
  Type.Object({
    id: Uuid,
    type: EventType,
    month: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM' }),
    area: Type.String({ description: 'The postcode area, e.g. SW.' }),
    businesses: Type.Array(BusinessRef),
  }),
);

export const SharedEventList = named(
  'SharedEventList',
  Type.Object({ items: Type.Array(SharedEvent), nextCursor: Nullable(Type.String()) }),
);

export const EventIdParams = Type.Object({ eventId: Uuid }, { additionalProperties: false });

/** A page of a list: `cursor` is the previous page's `nextCursor`. */
export const PageQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
