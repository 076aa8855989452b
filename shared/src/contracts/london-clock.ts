import { formatCalendarDate } from './calendar-words.ts';

/**
 * When British Summer Time starts or ends in `year`: 01:00 UTC on the last Sunday of March
 * (`month` 2) or of October (`month` 9), the rule of the Summer Time Order 2002.
 */
function summerTimeChange(year: number, month: 2 | 9): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * What a clock in London shows at `instant`: its date (YYYY-MM-DD) and time (HH:MM).
 *
 * Worked out from the UK's summer-time rule rather than with Intl.DateTimeFormat: the first
 * DateTimeFormat a page makes loads ICU's date and time-zone data, 10–40 ms of the main thread
 * here and four times that on a slow phone, and pages show such moments while they start. A
 * test holds it to Intl's Europe/London, hour by hour.
 */
export function londonClock(instant: Date): { date: string; time: string } {
  const ms = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = ms >= summerTimeChange(year, 2) && ms < summerTimeChange(year, 9);
  const local = new Date(ms + (summer ? 3_600_000 : 0));
  return {
    date: local.toISOString().slice(0, 10),
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

/** An instant (ISO) as London's clock shows it: "14 March 2027 at 15:04"; anything else as given. */
export function formatLondonMoment(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const { date, time } = londonClock(moment);
  return `${formatCalendarDate(date)} at ${time}`;
}
