import { formatCalendarDate, formatCalendarMonth } from '../calendar-words.ts';

/** What Intl writes for the same day, the words these functions must match. */
const intl = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');

describe('formatCalendarDate', () => {
  it('writes a calendar day in en-GB words, with its weekday when asked', () => {
    expect(formatCalendarDate('2027-03-14')).toBe('14 March 2027');
    expect(formatCalendarDate('2027-03-14', { weekday: true })).toBe('Sunday 14 March 2027');
    expect(formatCalendarDate('2028-02-29', { weekday: true })).toBe('Tuesday 29 February 2028');
  });

  it('writes every day of a year as Intl.DateTimeFormat does', () => {
    for (
      let day = new Date(Date.UTC(2026, 0, 1));
      day.getUTCFullYear() === 2026;
      day.setUTCDate(day.getUTCDate() + 1)
    ) {
      const date = day.toISOString().slice(0, 10);
      expect(formatCalendarDate(date)).toBe(intl(date, { day: 'numeric', month: 'long', year: 'numeric' }));
      expect(formatCalendarDate(date, { weekday: true })).toBe(intl(date, { dateStyle: 'full' }));
    }
  });

  it('returns anything that is not a calendar day as given, never another day', () => {
    for (const text of ['2027-02-30', '2027-13-01', '2027-3-1', 'soon', '', '2027-03-14T10:00:00Z'])
      expect(formatCalendarDate(text)).toBe(text);
  });
});

describe('formatCalendarMonth', () => {
  it('writes a month in en-GB words', () => {
    expect(formatCalendarMonth('2027-03')).toBe('March 2027');
    expect(formatCalendarMonth('2027-12')).toBe('December 2027');
  });

  it('returns anything else as given', () => {
    for (const text of ['2027-13', '2027-3', 'March', '2027-03-01']) expect(formatCalendarMonth(text)).toBe(text);
  });
});
