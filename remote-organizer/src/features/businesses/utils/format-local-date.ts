// A YYYY-MM-DD date is already London's calendar day: formatted at UTC midnight it cannot shift.
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A calendar date as en-GB words: "2027-03-12" → "12 March 2027". */
export function formatLocalDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return LONG_DATE.format(new Date(Date.UTC(year, month - 1, day)));
}
