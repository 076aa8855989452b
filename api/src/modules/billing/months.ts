/** Billing months: a statement covers one calendar month of London dates, named by its first day. */
import { addDays } from '../common/index.ts';

/** YYYY-MM-01 of the month `date` (YYYY-MM-DD) falls in. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month after the one starting `period`. */
export function nextMonth(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

export function previousMonth(period: string): string {
  return monthStart(addDays(period, -1));
}

/** The last day of the month starting `period`. */
export function monthEnd(period: string): string {
  return addDays(nextMonth(period), -1);
}

/** The newest month that has closed on `today`: the one before today's. */
export function lastClosedMonth(today: string): string {
  return previousMonth(monthStart(today));
}
