import { formatCalendarDate } from 'shared/contracts';

/** A calendar date as en-GB words: "2027-03-12" → "12 March 2027"; anything else as given. */
export function formatLocalDate(isoDate: string): string {
  return formatCalendarDate(isoDate);
}
