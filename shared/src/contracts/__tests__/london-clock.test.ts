import { londonClock } from '../london-clock.ts';

const intl = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** Intl's Europe/London, the reference: "2027-03-28, 02:30" → { date, time }. */
function intlClock(instant: Date) {
  const part = (type: string) => intl.formatToParts(instant).find((p) => p.type === type)!.value;
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

describe('londonClock', () => {
  it('shows GMT in winter and BST in summer, changing at 01:00 UTC on the last Sundays of March and October', () => {
    expect(londonClock(new Date('2027-01-10T12:00:00Z'))).toEqual({ date: '2027-01-10', time: '12:00' });
    expect(londonClock(new Date('2027-03-28T00:59:00Z'))).toEqual({ date: '2027-03-28', time: '00:59' });
    expect(londonClock(new Date('2027-03-28T01:00:00Z'))).toEqual({ date: '2027-03-28', time: '02:00' });
    expect(londonClock(new Date('2027-06-30T23:30:00Z'))).toEqual({ date: '2027-07-01', time: '00:30' });
    expect(londonClock(new Date('2027-10-31T00:59:00Z'))).toEqual({ date: '2027-10-31', time: '01:59' });
    expect(londonClock(new Date('2027-10-31T01:00:00Z'))).toEqual({ date: '2027-10-31', time: '01:00' });
  });

  it("agrees with Intl's Europe/London through two years, and around 01:00 UTC on the last two Sundays of March and October from 2020 to 2040", () => {
    const misses: string[] = [];
    const check = (ms: number) => {
      const instant = new Date(ms);
      const mine = londonClock(instant);
      const reference = intlClock(instant);
      if (mine.date !== reference.date || mine.time !== reference.time)
        misses.push(`${instant.toISOString()}: ${JSON.stringify(mine)} ≠ ${JSON.stringify(reference)}`);
    };
    for (let ms = Date.UTC(2026, 0, 1, 0, 17); ms < Date.UTC(2028, 0, 1); ms += 7 * 3_600_000) check(ms);
    for (let year = 2020; year <= 2040; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const lastSunday = lastDay.getUTCDate() - lastDay.getUTCDay();
        for (const sunday of [lastSunday, lastSunday - 7]) {
          const change = Date.UTC(year, month, sunday, 1);
          for (const minutes of [-90, -60, -30, -2, -1, 0, 1, 2, 30, 59, 60, 61, 90]) check(change + minutes * 60_000);
        }
      }
    }
    expect(misses).toEqual([]);
  });
});
