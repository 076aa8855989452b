/** Dates in the marketplace are local dates in Europe/London (marketplace.md section 1). */
const LONDON_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date in London at `now`, as YYYY-MM-DD. */
export function londonToday(now: Date): string {
  return LONDON_DATE.format(now);
}

/** YYYY-MM-DD `days` after `date` (a calendar date, so no time zone is involved). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
