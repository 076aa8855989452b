// A YYYY-MM-DD date is already London's calendar day: formatted at UTC midnight it cannot shift.
const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const MOMENT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** A calendar date as en-GB words: "2027-03-14" → "Sunday 14 March 2027". */
export function formatEventDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  // Some ICU versions put a comma after the weekday; the site writes none.
  return DAY.format(new Date(Date.UTC(year, month - 1, day))).replace(',', '');
}

/** An instant (ISO) as London's clock shows it: "14 March 2027 at 15:04". */
export function formatMoment(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return MOMENT.format(moment).replace(', ', ' at ');
}

/** "14:00 to 16:30": local times as the event gives them. */
export function formatTimeRange(start: string, end: string): string {
  return `${start} to ${end}`;
}

const LONDON_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in London, YYYY-MM-DD. */
export function londonToday(now: Date = new Date()): string {
  return LONDON_DAY.format(now);
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
