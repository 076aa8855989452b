import { formatCalendarDate } from 'shared/contracts';

/**
 * A party's date is a local date (YYYY-MM-DD) with no time zone: drawn as that same calendar
 * day, e.g. "Saturday 14 June 2025", whatever the browser's zone. Anything else is shown as given.
 * (The API's tests import it, through results-description.ts: it imports nothing of the browser's.)
 */
export function formatLocalDate(date: string): string {
  return formatCalendarDate(date, { weekday: true });
}
