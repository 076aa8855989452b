const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * Calendar dates in en-GB words, written out rather than through Intl.DateTimeFormat: the first
 * DateTimeFormat a page makes loads ICU's date data, 10–40 ms of the main thread here, four times
 * that on a slowed-down phone, and every page showed a date (or made a formatter for one) while
 * it started. A calendar date has no time zone, so nothing here needs that data.
 */

/** A YYYY-MM-DD string as a UTC date, or null if it is not a real calendar day. */
function calendarDay(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Date.UTC rolls 2027-02-30 over into March: no such day is written as another.
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date ? null : day;
}

/**
 * "2027-03-14" → "14 March 2027", or with `weekday` "Sunday 14 March 2027"; anything that is
 * not a calendar day is returned as given.
 */
export function formatCalendarDate(date: string, { weekday = false }: { weekday?: boolean } = {}): string {
  const day = calendarDay(date);
  if (!day) return date;
  const words = `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
  return weekday ? `${WEEKDAYS[day.getUTCDay()]} ${words}` : words;
}

/** "2027-03" → "March 2027"; anything else as given. */
export function formatCalendarMonth(month: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  return match ? `${MONTHS[Number(match[2]) - 1]} ${match[1]}` : month;
}
