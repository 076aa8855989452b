import { SITE_NAME, formatCalendarDate } from 'shared/contracts';
import type { SearchFilters } from './search-filters.ts';

/**
 * The results page's description for search engines and shared links, read from its filters:
 * "Magicians covering SW11 — free on Saturday 14 June 2025, for age 6: compare all-in prices…".
 */
export function resultsDescription(filters: SearchFilters): string {
  const what =
    filters.category ??
    (filters.q ? `Children's party providers matching "${filters.q}"` : "Children's party providers");
  const where = filters.postcode ? ` covering ${filters.postcode.toUpperCase()}` : ' across the UK';
  const details = [
    filters.date && `free on ${formatCalendarDate(filters.date, { weekday: true })}`,
    filters.age && `for age ${filters.age}`,
    filters.children && `for ${filters.children} children`,
  ].filter(Boolean);
  const detail = details.length > 0 ? ` — ${details.join(', ')}` : '';
  return `${what}${where}${detail}: compare all-in prices and ask for quotes on ${SITE_NAME}.`;
}
