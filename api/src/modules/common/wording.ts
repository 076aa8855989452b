/** How dates and money are written in views and notifications (en-GB, Europe/London). */

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "Saturday 14 March 2027" for a local date YYYY-MM-DD. */
export function longDate(date: string): string {
  return LONG_DATE.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** "£1,234.50" */
export function pounds(pence: number): string {
  return POUNDS.format(pence / 100);
}
