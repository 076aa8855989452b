/** Billing: monthly statements of completed bookings, the platform fee and VAT on it, in pence. */
import { Type } from '@sinclair/typebox';
import { named } from './named.ts';

const Period = Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'The month covered, YYYY-MM.' });

const Figures = {
  feeBasisPoints: Type.Integer({ description: 'The platform fee in basis points (1000 = 10 %).' }),
  vatBasisPoints: Type.Integer({ description: 'VAT on the fee in basis points (2000 = 20 %).' }),
  totalPence: Type.Integer(),
  feePence: Type.Integer(),
  vatPence: Type.Integer(),
  duePence: Type.Integer({ description: 'total − fee − VAT.' }),
};

const StatementLine = Type.Object({
  bookingId: Type.String(),
  kind: Type.Union([Type.Literal('booking'), Type.Literal('adjustment')], {
    description: 'adjustment: the exact reversal of a booking billed on an earlier statement.',
  }),
  eventDate: Type.String(),
  eventType: Type.String(),
  postcodeDistrict: Type.String(),
  organizerName: Type.String(),
  totalPence: Type.Integer(),
  feePence: Type.Integer(),
  vatPence: Type.Integer(),
  duePence: Type.Integer(),
});

const StatementFields = {
  id: Type.String(),
  businessId: Type.String(),
  businessName: Type.String(),
  number: Type.String({ description: 'Given once, when the month closes; never changes.' }),
  period: Period,
  ...Figures,
  issuedAt: Type.String({ format: 'date-time' }),
};

export const StatementSummary = named('StatementSummary', Type.Object(StatementFields));

export const StatementList = named(
  'StatementList',
  Type.Object({ items: Type.Array(StatementSummary), nextCursor: Type.Union([Type.String(), Type.Null()]) }),
);

export const Statement = named('Statement', Type.Object({ ...StatementFields, lines: Type.Array(StatementLine) }));

export const MonthSoFar = named(
  'MonthSoFar',
  Type.Object({
    businessId: Type.String(),
    businessName: Type.String(),
    period: Period,
    ...Figures,
    lines: Type.Array(StatementLine),
  }),
);

export const BillingBusinessParams = Type.Object(
  { businessId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const StatementParams = Type.Object(
  { statementId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const StatementDownloadParams = Type.Object(
  { statementId: Type.String({ format: 'uuid' }), format: Type.Union([Type.Literal('csv'), Type.Literal('pdf')]) },
  { additionalProperties: false },
);
