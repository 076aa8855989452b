/** How a statement's figures and period read in its downloads (en-GB, pounds and pence). */
import type { StatementView } from './billing-service.ts';

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "October 2026" for "2026-10". */
export function periodName(period: string): string {
  return MONTH.format(new Date(`${period}-01T00:00:00Z`));
}

export function dayName(date: string): string {
  return DAY.format(new Date(`${date}T00:00:00Z`));
}

/** -1234 → "-12.34": a plain number a spreadsheet reads. */
export function poundsPlain(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 123450 → "£1,234.50", -500 → "-£5.00". */
export function poundsShown(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  const whole = Math.floor(abs / 100).toLocaleString('en-GB');
  return `${sign}£${whole}.${String(abs % 100).padStart(2, '0')}`;
}

export function percentName(basisPoints: number): string {
  return `${(basisPoints / 100).toString()} %`;
}

export function lineKindName(kind: 'booking' | 'adjustment'): string {
  return kind === 'booking' ? 'Booking' : 'Adjustment (reversed)';
}

/** The download's file name: statement number and business, safe on every file system. */
export function statementFileName(statement: StatementView, extension: 'csv' | 'pdf'): string {
  const business = statement.businessName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${statement.number}-${business || 'business'}.${extension}`;
}
