const SHOWN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM-DD date as people read it: "1 March 2026". */
export function showDate(date: string): string {
  return SHOWN.format(new Date(`${date}T00:00:00Z`));
}
