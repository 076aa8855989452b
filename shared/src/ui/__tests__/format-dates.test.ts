import { addDays, formatEventDate, formatMoment, londonToday } from '../format-dates.ts';

describe('the dates the site writes', () => {
  it('writes a calendar date as en-GB words, without a comma after the weekday', () => {
    expect(formatEventDate('2027-03-14')).toBe('Sunday 14 March 2027');
  });

  it('shows what is not a calendar day as given, rather than another day', () => {
    expect(formatEventDate('2027-02-30')).toBe('2027-02-30');
    expect(formatEventDate('14/03/2027')).toBe('14/03/2027');
    expect(formatEventDate('')).toBe('');
  });

  it("writes an instant as London's clock shows it, summer time included", () => {
    expect(formatMoment('2027-07-01T14:04:00Z')).toBe('1 July 2027 at 15:04');
    expect(formatMoment('2027-01-01T14:04:00Z')).toBe('1 January 2027 at 14:04');
    expect(formatMoment('soon')).toBe('soon');
  });

  it("knows London's day when the UTC day differs", () => {
    expect(londonToday(new Date('2027-06-30T23:30:00Z'))).toBe('2027-07-01');
    expect(londonToday(new Date('2027-12-31T23:30:00Z'))).toBe('2027-12-31');
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
  });
});
