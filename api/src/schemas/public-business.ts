/** What anyone (signed out too) sees of a live business: no contact details, no owner, no references. */
import { Type } from '@sinclair/typebox';
import { CATEGORIES } from '../modules/businesses/catalogue.ts';
import { AgeRange, BusinessPackage, Category, CredentialType, LocalDate, literalUnion } from './business.ts';
import { named } from './named.ts';
import { Photo } from './photo.ts';

export const Badge = named(
  'Badge',
  Type.Object(
    { type: CredentialType, expiresOn: LocalDate },
    { description: 'A credential an admin verified, still in date.' },
  ),
);

export const RatingSummary = named(
  'RatingSummary',
  Type.Object({ average: Type.Number({ minimum: 0, maximum: 5 }), count: Type.Integer({ minimum: 0 }) }),
);

export const BusinessGallerySummary = named(
  'BusinessGallerySummary',
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    photoCount: Type.Integer({ minimum: 0 }),
    cover: Type.Union([Photo, Type.Null()]),
  }),
);

export const PublicBusiness = named(
  'PublicBusiness',
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    slug: Type.String({ description: 'The current slug: /pages/{slug}.' }),
    categories: Type.Array(Category),
    description: Type.String(),
    baseTown: Type.Union([Type.String(), Type.Null()]),
    ageRange: Type.Union([AgeRange, Type.Null()]),
    maxChildren: Type.Union([Type.Integer(), Type.Null()]),
    indoor: Type.Boolean(),
    outdoor: Type.Boolean(),
    areasCovered: Type.Array(Type.String()),
    priceFromPence: Type.Integer({ description: 'The lowest all-in package price.' }),
    packages: Type.Array(BusinessPackage),
    badges: Type.Array(Badge),
    photos: Type.Array(Photo),
    rating: RatingSummary,
    galleries: Type.Array(BusinessGallerySummary),
  }),
);

export const BusinessCard = named(
  'BusinessCard',
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    slug: Type.String(),
    categories: Type.Array(Category),
    baseTown: Type.Union([Type.String(), Type.Null()]),
    priceFromPence: Type.Integer({ description: 'Shown as "From £…": the lowest all-in package price.' }),
    rating: RatingSummary,
    badges: Type.Array(CredentialType, { description: 'Verified, in-date credentials.' }),
    photo: Type.Union([Photo, Type.Null()]),
  }),
);

export const BusinessCardList = named(
  'BusinessCardList',
  Type.Object({
    items: Type.Array(BusinessCard),
    nextCursor: Type.Union([Type.String(), Type.Null()], {
      description: 'Pass as `cursor` for the next page; null on the last.',
    }),
  }),
);

export const DirectoryQuery = Type.Object(
  {
    // Inline rather than a reference: query strings are typed from the schema itself.
    category: Type.Optional(literalUnion(CATEGORIES)),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, default: 24 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 400 })),
  },
  { additionalProperties: false },
);

export const SlugParams = Type.Object(
  { slug: Type.String({ minLength: 1, maxLength: 90 }) },
  { additionalProperties: false },
);

export const MovedBusiness = named(
  'MovedBusiness',
  Type.Object({ slug: Type.String({ description: 'The business now lives at this slug.' }) }),
);
