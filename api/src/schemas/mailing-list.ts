import { Type } from '@sinclair/typebox';
import { named } from './named.ts';

export const SubscribeBody = named(
  'SubscribeBody',
  Type.Object(
    {
      // Room for surrounding whitespace; the 254-character limit applies after trimming.
      email: Type.String({ maxLength: 320 }),
      /** Where on the site the form was, e.g. 'footer'; kept as part of the consent record. */
      source: Type.Optional(Type.String({ maxLength: 100 })),
    },
    { additionalProperties: false },
  ),
);

export const SubscribeResponse = named('SubscribeResponse', Type.Object({ ok: Type.Literal(true) }));
