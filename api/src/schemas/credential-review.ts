/** Credentials as an admin reviews them. */
import { Type } from '@sinclair/typebox';
import { CREDENTIAL_STATUSES } from '../modules/businesses/catalogue.ts';
import { OwnerCredential, literalUnion } from './business.ts';
import { named } from './named.ts';

export const ReviewedCredential = named(
  'ReviewedCredential',
  Type.Intersect([
    OwnerCredential,
    Type.Object({
      business: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String(), ownerEmail: Type.String() }),
      declaredAt: Type.String({ format: 'date-time' }),
      reviewedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    }),
  ]),
);

export const ReviewedCredentialList = named(
  'ReviewedCredentialList',
  Type.Object({ items: Type.Array(ReviewedCredential), nextCursor: Type.Union([Type.String(), Type.Null()]) }),
);

export const ReviewQuery = Type.Object(
  {
    status: Type.Optional(literalUnion(CREDENTIAL_STATUSES)),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
    cursor: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);

export const CredentialIdParams = Type.Object(
  { credentialId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const RejectBody = named(
  'RejectCredentialBody',
  Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false }),
);
