/**
 * A month laid out as the calendar shows it (en-GB: weeks start on Monday): whole weeks of
 * YYYY-MM-DD dates, with the days of the months either side filling the first and last weeks.
 * Calendar dates only: no time zone is involved once "today" is known in London.
 */
import { addDays } from 'shared/ui';

/** "2026-12" for "2026-12-05". */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The month `delta` months from `month` (YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + delta;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const weeks: string[][] = [];
  for (let start = addDays(first, -weekdayIndex(first)); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, day) => addDays(start, day)));
  }
  return weeks;
}

/** Where an arrow, Home/End or Page key moves the focused day; null for any other key. */
export function movedDate(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
    case 'PageDown': {
      const month = shiftMonth(monthOf(date), key === 'PageUp' ? -1 : 1);
      const lastDay = addDays(`${shiftMonth(month, 1)}-01`, -1);
      const day = `${month}-${date.slice(8)}`;
      return day > lastDay ? lastDay : day;
    }
    default:
      return null;
  }
}
