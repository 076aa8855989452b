let fullDate: Intl.DateTimeFormat | undefined;

/**
 * A party's date is a local date (YYYY-MM-DD) with no time zone: drawn as that same calendar
 * day, e.g. "Saturday 14 June 2025", whatever the browser's zone. Anything else is shown as given.
 * (The API's tests import it, through results-description.ts: it imports nothing of the browser's.)
 */
export function formatLocalDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  // Made once, on first use: a formatter costs a few milliseconds to make.
  fullDate ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' });
  return fullDate.format(day).replace(',', '');
}
