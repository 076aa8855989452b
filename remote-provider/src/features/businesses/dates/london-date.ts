import { formatCalendarDate } from 'shared/contracts';

/** A YYYY-MM-DD date as people read it: "1 March 2026". */
export function showDate(date: string): string {
  return formatCalendarDate(date);
}
