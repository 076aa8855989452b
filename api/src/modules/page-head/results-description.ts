import { SITE_NAME } from './site-facts.ts';

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

/** A YYYY-MM-DD date as "Saturday 14 June 2025"; anything else as given. */
function formatLocalDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(day).replace(',', '');
}

/**
 * The results page's description, read from its filters, word for word what the results screen
 * sets (host/src/features/search/results-description.ts; a test holds the two together).
 */
export function resultsDescription(filters: ResultsFilters): string {
  const what =
    filters.category ??
    (filters.q ? `Children's party providers matching "${filters.q}"` : "Children's party providers");
  const where = filters.postcode ? ` covering ${filters.postcode.toUpperCase()}` : ' across the UK';
  const details = [
    filters.date && `free on ${formatLocalDate(filters.date)}`,
    filters.age && `for age ${filters.age}`,
    filters.children && `for ${filters.children} children`,
  ].filter(Boolean);
  const detail = details.length > 0 ? ` — ${details.join(', ')}` : '';
  return `${what}${where}${detail}: compare all-in prices and ask for quotes on ${SITE_NAME}.`;
}
