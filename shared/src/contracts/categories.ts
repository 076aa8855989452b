import type { Category } from './api-contract.ts';

/**
 * The fixed list of categories in the spec's order (marketplace.md section 3), for filters and
 * pickers. The API's schema is the authority: a category it adds or drops fails the check below.
 */
export const CATEGORIES = [
  'Entertainers',
  'Magicians',
  'Face Painting',
  'Bouncy Castles & Inflatables',
  'Soft Play',
  'Venues',
  'Catering & Cakes',
  'Decorations & Balloons',
  'Party Bags',
  'Photography',
  'Discos & DJs',
  'Science & Animal Parties',
  'Sports & Active Parties',
  'Arts & Crafts',
] as const satisfies readonly Category[];

type Missing = Exclude<Category, (typeof CATEGORIES)[number]>;
const everyCategoryListed: [Missing] extends [never] ? true : Missing = true;
void everyCategoryListed;

/** Whether `value` names one of the categories (a URL's `?category=` may name anything). */
export function isCategory(value: string | null | undefined): value is Category {
  return (CATEGORIES as readonly string[]).includes(value ?? '');
}
