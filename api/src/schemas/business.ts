/**
 * A business as its owner edits it. Every limit of marketplace.md section 3 is here, so a request
 * outside them is a 400 naming the field; migration 0003 holds the same limits as constraints.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import {
  BUSINESS_STATUSES,
  CATEGORIES,
  CREDENTIAL_STATUSES,
  CREDENTIAL_TYPES,
  MAX_AREAS,
} from '../modules/businesses/catalogue.ts';
import { named } from './named.ts';

export function oneOf<const T extends readonly string[]>(values: T, description?: string) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });
}

/** The same list as literals, for query strings: the route's types come from the schema itself, which must use only TypeBox's own kinds. */
export function literalUnion<const T extends readonly string[]>(values: T) {
  return Type.Union(values.map((value) => Type.Literal(value as T[number])));
}

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A scalar or null as one JSON Schema type list. The validator coerces types, and inside a union
 * it would turn a refused 0 or "" into an accepted null; with a type list it coerces only values
 * that match neither type.
 */
function NullableScalar<T extends TSchema & { type: 'string' | 'integer' }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

export const Category = named('Category', oneOf(CATEGORIES, 'One of the fixed list of categories.'));
export const BusinessStatus = named('BusinessStatus', oneOf(BUSINESS_STATUSES, 'draft → live ⇄ paused'));
export const CredentialType = named('CredentialType', oneOf(CREDENTIAL_TYPES));
export const CredentialStatus = named('CredentialStatus', oneOf(CREDENTIAL_STATUSES));

export const AgeRange = named(
  'AgeRange',
  Type.Object(
    { min: Type.Integer({ minimum: 0, maximum: 16 }), max: Type.Integer({ minimum: 0, maximum: 16 }) },
    { additionalProperties: false, description: 'Ages in years, 0–16, min ≤ max.' },
  ),
);

/** YYYY-MM-DD, a local date in Europe/London. */
export const LocalDate = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'A date, YYYY-MM-DD (Europe/London).',
});

const Name = Type.String({ minLength: 2, maxLength: 80 });
const Description = Type.String({ maxLength: 2000 });
const Pence = Type.Integer({
  minimum: 0,
  maximum: 10_000_000,
  description: 'Pence, all in (VAT and any fee included).',
});
const MaxChildren = Type.Integer({ minimum: 1, maximum: 200 });

export const Contact = named(
  'BusinessContact',
  Type.Object(
    {
      email: NullableScalar(Type.String({ format: 'email', maxLength: 254 })),
      phone: NullableScalar(
        Type.String({ pattern: '^\\+?[0-9 ()-]{7,20}$', description: 'Digits, spaces, brackets and hyphens, 7–20.' }),
      ),
    },
    { additionalProperties: false, description: 'Shown only to organizers with a confirmed booking.' },
  ),
);

const detailFields = {
  name: Name,
  categories: Type.Array(Category, { minItems: 1, maxItems: 3, uniqueItems: true }),
  description: Description,
  baseTown: NullableScalar(Type.String({ minLength: 2, maxLength: 80 })),
  ageRange: Nullable(AgeRange),
  maxChildren: NullableScalar(MaxChildren),
  indoor: Type.Boolean(),
  outdoor: Type.Boolean(),
  contact: Contact,
  bookingsPerDay: Type.Integer({ minimum: 1, maximum: 50, description: 'Bookings it can take on one day; default 1.' }),
};

export const CreateBusinessBody = named(
  'CreateBusinessBody',
  Type.Object(
    {
      name: detailFields.name,
      categories: detailFields.categories,
      description: Type.Optional(detailFields.description),
      baseTown: Type.Optional(detailFields.baseTown),
      ageRange: Type.Optional(detailFields.ageRange),
      maxChildren: Type.Optional(detailFields.maxChildren),
      indoor: Type.Optional(detailFields.indoor),
      outdoor: Type.Optional(detailFields.outdoor),
      contact: Type.Optional(detailFields.contact),
      bookingsPerDay: Type.Optional(detailFields.bookingsPerDay),
    },
    { additionalProperties: false },
  ),
);

export const UpdateBusinessBody = named(
  'UpdateBusinessBody',
  Type.Partial(Type.Object(detailFields), { additionalProperties: false, minProperties: 1 }),
);

export const BusinessPackage = named(
  'BusinessPackage',
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    description: Type.String(),
    durationMinutes: Type.Integer(),
    priceFromPence: Type.Integer({ description: 'All in: what the family pays for this package.' }),
    maxChildren: Nullable(Type.Integer()),
    ageRange: Nullable(AgeRange),
  }),
);

const packageFields = {
  name: Name,
  description: Description,
  durationMinutes: Type.Integer({ minimum: 15, maximum: 1440 }),
  priceFromPence: Pence,
  maxChildren: NullableScalar(MaxChildren),
  ageRange: Nullable(AgeRange),
};

export const CreatePackageBody = named(
  'CreatePackageBody',
  Type.Object(
    {
      name: packageFields.name,
      description: Type.Optional(packageFields.description),
      durationMinutes: packageFields.durationMinutes,
      priceFromPence: packageFields.priceFromPence,
      maxChildren: Type.Optional(packageFields.maxChildren),
      ageRange: Type.Optional(packageFields.ageRange),
    },
    { additionalProperties: false },
  ),
);

export const UpdatePackageBody = named(
  'UpdatePackageBody',
  Type.Partial(Type.Object(packageFields), { additionalProperties: false, minProperties: 1 }),
);

export const OwnerCredential = named(
  'OwnerCredential',
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    type: CredentialType,
    reference: Type.String(),
    expiresOn: LocalDate,
    status: CredentialStatus,
    standing: Type.Union(
      [Type.Literal('declared'), Type.Literal('verified'), Type.Literal('expired'), Type.Literal('rejected')],
      {
        description: 'What it shows as: a verified credential past expiresOn shows as expired.',
      },
    ),
    badge: Type.Boolean({ description: 'Shown as a badge: verified and in date.' }),
    rejectionReason: Nullable(Type.String()),
  }),
);

const credentialFields = {
  type: CredentialType,
  reference: Type.String({ minLength: 1, maxLength: 100 }),
  expiresOn: LocalDate,
};

export const CredentialBody = named('CredentialBody', Type.Object(credentialFields, { additionalProperties: false }));

export const UpdateCredentialBody = named(
  'UpdateCredentialBody',
  Type.Partial(Type.Object(credentialFields), { additionalProperties: false, minProperties: 1 }),
);

export const AreasBody = named(
  'AreasBody',
  Type.Object(
    {
      areasCovered: Type.Array(Type.String({ minLength: 1, maxLength: 10 }), {
        minItems: 1,
        maxItems: MAX_AREAS,
        description: 'UK postcode districts (SW11) or areas (BS); a full postcode counts as its district.',
      }),
    },
    { additionalProperties: false },
  ),
);

export const Areas = named('Areas', Type.Object({ areasCovered: Type.Array(Type.String()) }));

export const Completeness = named(
  'BusinessCompleteness',
  Type.Object({
    details: Type.Boolean({ description: 'Name, categories, description, base town and age range set.' }),
    packages: Type.Boolean(),
    photos: Type.Boolean(),
    areas: Type.Boolean(),
    complete: Type.Boolean({ description: 'Ready to publish.' }),
    missing: Type.Array(Type.String(), { description: 'What is left before it can be published, in words.' }),
  }),
);

export const OwnerBusiness = named(
  'OwnerBusiness',
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    slug: Type.String(),
    status: BusinessStatus,
    categories: Type.Array(Category),
    description: Type.String(),
    baseTown: Nullable(Type.String()),
    ageRange: Nullable(AgeRange),
    maxChildren: Nullable(Type.Integer()),
    indoor: Type.Boolean(),
    outdoor: Type.Boolean(),
    contact: Contact,
    bookingsPerDay: Type.Integer(),
    areasCovered: Type.Array(Type.String()),
    packages: Type.Array(BusinessPackage),
    credentials: Type.Array(OwnerCredential),
    photoCount: Type.Integer(),
    unavailableDates: Type.Array(LocalDate, { description: 'From today on.' }),
    completeness: Completeness,
    publishedAt: Nullable(Type.String({ format: 'date-time' })),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  }),
);

export const OwnerBusinessSummary = named(
  'OwnerBusinessSummary',
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    slug: Type.String(),
    status: BusinessStatus,
    categories: Type.Array(Category),
    completeness: Completeness,
    updatedAt: Type.String({ format: 'date-time' }),
  }),
);

export const OwnerBusinessList = named(
  'OwnerBusinessList',
  Type.Object({
    items: Type.Array(OwnerBusinessSummary),
    nextCursor: Nullable(Type.String({ description: 'Pass as `cursor` for the next page; null on the last.' })),
  }),
);

export const CursorQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const BusinessIdParams = Type.Object(
  { businessId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const PackageParams = Type.Object(
  { businessId: Type.String({ format: 'uuid' }), packageId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const CredentialParams = Type.Object(
  { businessId: Type.String({ format: 'uuid' }), credentialId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

export const UnavailableDateParams = Type.Object(
  { businessId: Type.String({ format: 'uuid' }), date: LocalDate },
  { additionalProperties: false },
);

export const UnavailableDates = named('UnavailableDates', Type.Object({ unavailableDates: Type.Array(LocalDate) }));
