/**
 * A party's date is a local date (YYYY-MM-DD) with no time zone: drawn as that same calendar
 * day, e.g. "Saturday 14 June 2025", whatever the browser's zone. Anything else is shown as given.
 */
export function formatLocalDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(day).replace(',', '');
}

/** Today in the UK, as YYYY-MM-DD: the earliest date worth searching. */
export function londonToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}
