import { CATEGORIES } from '../businesses/index.ts';
import { SITE_NAME } from './site-facts.ts';

const isCategory = (value: string): boolean => (CATEGORIES as readonly string[]).includes(value);

/** The filters of `/results` that its description reads, as the results screen reads them. */
export type ResultsFilters = Partial<Record<'q' | 'category' | 'postcode' | 'date' | 'age' | 'children', string>>;

const FILTER_KEYS = ['q', 'category', 'postcode', 'date', 'age', 'children'] as const;

/** The first value of each filter, trimmed; empty ones left out (host/src/features/search/search-filters.ts). */
export function resultsFilters(query: URLSearchParams): ResultsFilters {
  const filters: ResultsFilters = {};
  for (const key of FILTER_KEYS) {
    const value = query.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** A YYYY-MM-DD calendar date as "Saturday 14 June 2025"; undefined for anything else. */
function formatLocalDate(date: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return undefined;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(day).replace(',', '');
}

// The shape of a UK postcode, district (SW11) or area (BS): letters and digits, never a sentence.
const POSTCODE_SHAPE = /^[A-Z]{1,2}(\d[A-Z\d]?( \d[A-Z]{2})?)?$/;

function statedPostcode(value: string): string | undefined {
  const postcode = value.replace(/\s+/g, ' ').toUpperCase();
  return POSTCODE_SHAPE.test(postcode) ? postcode : undefined;
}

/** A whole number within the search's own limits (api/src/schemas/search.ts); undefined otherwise. */
function statedWhole(value: string, min: number, max: number): number | undefined {
  if (!/^\d{1,3}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/**
 * The results page's description, read from its filters, word for word what the results screen
 * sets (host/src/features/search/results-description.ts; a test holds the two together). It
 * states each filter that is one of its kind and never repeats the link's text: search words are
 * "your search", and a category, postcode, date, age or number of children that is not one is
 * left out, so a crafted link cannot put its own sentence under the site's name.
 */
export function resultsDescription(filters: ResultsFilters): string {
  const category = filters.category && isCategory(filters.category) ? filters.category : undefined;
  const what =
    category ?? (filters.q ? "Children's party providers matching your search" : "Children's party providers");
  const postcode = filters.postcode && statedPostcode(filters.postcode);
  const where = postcode ? ` covering ${postcode}` : ' across the UK';
  const date = filters.date && formatLocalDate(filters.date);
  const age = filters.age === undefined ? undefined : statedWhole(filters.age, 0, 16);
  const children = filters.children === undefined ? undefined : statedWhole(filters.children, 1, 200);
  const details = [
    date && `free on ${date}`,
    age !== undefined && `for age ${age}`,
    children !== undefined && `for ${children} children`,
  ].filter(Boolean);
  const detail = details.length > 0 ? ` — ${details.join(', ')}` : '';
  return `${what}${where}${detail}: compare all-in prices and ask for quotes on ${SITE_NAME}.`;
}
