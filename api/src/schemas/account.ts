/**
 * The account screen's contract: profile, email settings per kind, the data download and the
 * closing of the account. Limits are those of migration 0013 (display name ≤ 60, phone ≤ 20).
 */
import { Type } from '@sinclair/typebox';
import { DISPLAY_NAME_MAX, PHONE_MAX } from '../modules/accounts/profile.ts';
import { named } from './named.ts';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const EmailSettings = named(
  'EmailSettings',
  Type.Object(
    {
      quotes: Type.Boolean({ description: 'Quotes sent, revised, accepted or declined.' }),
      bookings: Type.Boolean({ description: 'Requests, confirmations, cancellations and completions.' }),
      messages: Type.Boolean({ description: "New messages (a thread's messages within 5 minutes go as one email)." }),
      events: Type.Boolean({ description: 'Events for my businesses: new open events, changes and cancellations.' }),
    },
    { additionalProperties: false, description: 'Email on or off per kind; the bell always shows every notification.' },
  ),
);

export const Account = named(
  'Account',
  Type.Object({
    uid: Type.String(),
    email: Type.String(),
    displayName: Nullable(Type.String({ maxLength: DISPLAY_NAME_MAX })),
    nameShown: Type.String({
      description: 'What businesses and notifications show: the display name, or the first word of the email.',
    }),
    phone: Nullable(Type.String({ maxLength: PHONE_MAX })),
    emailSettings: EmailSettings,
  }),
);

export const UpdateAccountBody = named(
  'UpdateAccountBody',
  Type.Object(
    {
      displayName: Type.Optional(Nullable(Type.String({ maxLength: DISPLAY_NAME_MAX }))),
      phone: Type.Optional(Nullable(Type.String({ maxLength: PHONE_MAX }))),
    },
    { additionalProperties: false },
  ),
);

export const CloseAccountBody = named(
  'CloseAccountBody',
  Type.Object(
    {
      confirmEmail: Type.String({
        maxLength: 254,
        description: 'The email address the caller signs in with, typed to confirm.',
      }),
    },
    { additionalProperties: false },
  ),
);

/** A message the caller sent through the contact form, as support's outbox row holds it. */
const SentContactMessage = Type.Object(
  {
    name: Type.String(),
    email: Type.String({ description: 'The address the message was sent from, which support answers.' }),
    topic: Type.String(),
    message: Type.String(),
    status: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')], {
      description: 'Whether it has been emailed to support yet.',
    }),
    createdAt: Type.String({ format: 'date-time' }),
    sentAt: Nullable(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);

export const AccountExport = named(
  'AccountExport',
  Type.Object(
    {
      format: Type.String(),
      exportedAt: Type.String({ format: 'date-time' }),
      profile: Type.Object({}, { additionalProperties: true }),
      emailSettings: EmailSettings,
      events: Type.Array(Type.Object({}, { additionalProperties: true })),
      reviews: Type.Array(Type.Object({}, { additionalProperties: true })),
      businesses: Type.Array(Type.Object({}, { additionalProperties: true })),
      notifications: Type.Array(Type.Object({}, { additionalProperties: true })),
      emails: Type.Array(Type.Object({}, { additionalProperties: true })),
      contactMessages: Type.Array(SentContactMessage, {
        description: 'Messages sent through the contact form from the sign-in address, newest first.',
      }),
      mailingList: Type.Array(Type.Object({}, { additionalProperties: true })),
    },
    { description: 'Everything the site holds about the caller, as one JSON file.' },
  ),
);
