const LONDON_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const SHOWN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Today's date in London, YYYY-MM-DD. */
export function londonToday(now: Date = new Date()): string {
  return LONDON_DAY.format(now);
}

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date as people read it: "1 March 2026". */
export function showDate(date: string): string {
  return SHOWN.format(new Date(`${date}T00:00:00Z`));
}
