/** What every domain module shares: transaction and caller types, PostgreSQL error codes, London dates, wording, pages. */
export { currentEmailOf } from './account-email.ts';
export { claimedIds, notAmong } from './claims.ts';
export { addDays, isCalendarDate, londonToday } from './london-date.ts';
export { type Page, pageOf } from './page.ts';
export { CHECK_VIOLATION, FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from './pg-errors.ts';
export type { Caller, Executor, Tx } from './transaction.ts';
export { longDate, pounds } from './wording.ts';
