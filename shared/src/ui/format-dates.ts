/**
 * Formatters are made on first use, not when the module loads: every page evaluates shared/ui
 * at start-up, and each Intl.DateTimeFormat with a time zone costs a few milliseconds to make.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions, locale = 'en-GB'): (value: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (value) => (format ??= new Intl.DateTimeFormat(locale, options)).format(value);
}

// A YYYY-MM-DD date is already London's calendar day: formatted at UTC midnight it cannot shift.
const formatDay = lazyFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatLondonMoment = lazyFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const formatLondonDay = lazyFormat(
  { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' },
  'en-CA',
);

/** A calendar date as en-GB words: "2027-03-14" → "Sunday 14 March 2027"; anything else as given. */
export function formatEventDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Date.UTC rolls 2027-02-30 over into March: no such day is shown as another.
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return date;
  // Some ICU versions put a comma after the weekday; the site writes none.
  return formatDay(day).replace(',', '');
}

/** An instant (ISO) as London's clock shows it: "14 March 2027 at 15:04". */
export function formatMoment(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return formatLondonMoment(moment).replace(', ', ' at ');
}

/** "14:00 to 16:30": local times as the event gives them. */
export function formatTimeRange(start: string, end: string): string {
  return `${start} to ${end}`;
}

/** Today's date in London, YYYY-MM-DD. */
export function londonToday(now: Date = new Date()): string {
  return formatLondonDay(now);
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
