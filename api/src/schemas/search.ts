/** The search behind `/results`: the query string it takes (its answer is a `BusinessCardList`). */
import { Type } from '@sinclair/typebox';
import { LocalDate } from './business.ts';
import { named } from './named.ts';
import { BusinessCard } from './public-business.ts';
import { CATEGORIES } from '../modules/businesses/catalogue.ts';
import { SORTS } from '../modules/search/search-cursor.ts';

/**
 * A string of a fixed list. Validated by its `enum` (one clear message when it is none of them,
 * where a union of literals reports one failure per member) and typed as a string for the
 * handler, which narrows it: the type provider cannot read an enum inside a query object.
 */
const enumOf = (values: readonly string[], description: string) => Type.String({ enum: [...values], description });

export const SearchQuery = Type.Object(
  {
    // Inline rather than references: query strings are typed from the schema itself.
    q: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'Words to find in names, descriptions and packages; misspellings are forgiven.',
      }),
    ),
    category: Type.Optional(enumOf(CATEGORIES, 'One of the fixed list of categories.')),
    postcode: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 10,
        description:
          'A full UK postcode, a district (SW11) or an area (BS), matched against the areas businesses cover.',
      }),
    ),
    age: Type.Optional(Type.Integer({ minimum: 0, maximum: 16, description: "A child's age in years." })),
    children: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'How many children are coming.' })),
    date: Type.Optional(
      Type.String({ maxLength: 10, description: 'YYYY-MM-DD: leaves out businesses unavailable that day.' }),
    ),
    sort: Type.Optional(
      enumOf(
        SORTS,
        'relevance (the default with words), rating (the default without) or price (lowest "From £" first).',
      ),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
    cursor: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 400,
        description: 'The `nextCursor` of the previous page, with the same search.',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The same search on the days around one that found nothing: `date` is required, there is no paging. */
export const FreeDaysQuery = Type.Object(
  {
    q: SearchQuery.properties.q,
    category: SearchQuery.properties.category,
    postcode: SearchQuery.properties.postcode,
    age: SearchQuery.properties.age,
    children: SearchQuery.properties.children,
    sort: SearchQuery.properties.sort,
    date: Type.String({ maxLength: 10, description: 'YYYY-MM-DD: the day that found nothing.' }),
  },
  { additionalProperties: false },
);

export const FreeDays = named(
  'FreeDays',
  Type.Object({
    days: Type.Array(
      Type.Object({
        date: LocalDate,
        items: Type.Array(BusinessCard, { maxItems: 3, description: 'The first few matches, best first.' }),
      }),
      {
        maxItems: 3,
        description: 'The nearest days (before or after, never past) on which the search finds someone, nearest first.',
      },
    ),
  }),
);
