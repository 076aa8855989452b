// No Intl.DateTimeFormat here: see shared/contracts' calendar-words.ts and london-clock.ts.
import { formatCalendarDate, formatLondonMoment, londonClock } from 'shared/contracts';

/** A calendar date as en-GB words: "2027-03-14" → "Sunday 14 March 2027"; anything else as given. */
export function formatEventDate(date: string): string {
  return formatCalendarDate(date, { weekday: true });
}

/** An instant (ISO) as London's clock shows it: "14 March 2027 at 15:04". */
export const formatMoment = formatLondonMoment;

/** "14:00 to 16:30": local times as the event gives them. */
export function formatTimeRange(start: string, end: string): string {
  return `${start} to ${end}`;
}

/** Today's date in London, YYYY-MM-DD. */
export function londonToday(now: Date = new Date()): string {
  return londonClock(now).date;
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
