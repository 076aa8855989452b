/** The contact form's message to support: its limits are here, so the form reads them from the contract. */
import { Type } from '@sinclair/typebox';
import { oneOf } from './business.ts';
import { named } from './named.ts';

/** What a message to support is about; the topic starts its email's subject. */
export const CONTACT_TOPICS = ['A booking or event', 'My business listing', 'My account', 'Something else'] as const;

export const ContactTopic = named('ContactTopic', oneOf(CONTACT_TOPICS));

export const ContactBody = named(
  'ContactBody',
  Type.Object(
    {
      name: Type.String({ maxLength: 100 }),
      // Room for surrounding whitespace; the 254-character limit applies after trimming.
      email: Type.String({ maxLength: 320 }),
      topic: ContactTopic,
      message: Type.String({ maxLength: 5000 }),
      /** Left empty by people; a form filled in by a robot fills it, and nothing is sent. */
      website: Type.Optional(Type.String({ maxLength: 200 })),
    },
    { additionalProperties: false },
  ),
);

export const ContactResponse = named('ContactResponse', Type.Object({ ok: Type.Literal(true) }));
