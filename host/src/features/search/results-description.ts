import { SITE_NAME, formatCalendarDate, isCategory } from 'shared/contracts';
import type { SearchFilters } from './search-filters.ts';

// The shape of a UK postcode, district (SW11) or area (BS): letters and digits, never a sentence.
const POSTCODE_SHAPE = /^[A-Z]{1,2}(\d[A-Z\d]?( \d[A-Z]{2})?)?$/;

function statedPostcode(value: string): string | undefined {
  const postcode = value.replace(/\s+/g, ' ').toUpperCase();
  return POSTCODE_SHAPE.test(postcode) ? postcode : undefined;
}

/** A whole number within the search's own limits; undefined otherwise. */
function statedWhole(value: string, min: number, max: number): number | undefined {
  if (!/^\d{1,3}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** A calendar date in words; undefined for anything else (formatCalendarDate returns that as given). */
function statedDate(value: string): string | undefined {
  const words = formatCalendarDate(value, { weekday: true });
  return words === value ? undefined : words;
}

/**
 * The results page's description for search engines and shared links, read from its filters:
 * "Magicians covering SW11 — free on Saturday 14 June 2025, for age 6: compare all-in prices…".
 * It never repeats the link's own text: search words are "your search", and a filter that is not
 * one of its kind is left out, so a crafted link cannot put its sentence under the site's name.
 */
export function resultsDescription(filters: SearchFilters): string {
  const category = isCategory(filters.category) ? filters.category : undefined;
  const what =
    category ?? (filters.q ? "Children's party providers matching your search" : "Children's party providers");
  const postcode = filters.postcode && statedPostcode(filters.postcode);
  const where = postcode ? ` covering ${postcode}` : ' across the UK';
  const date = filters.date && statedDate(filters.date);
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
