/** What other modules use of billing: the fee setting, the months statements close on, and issuing them. */
export { feeBasisPointsFrom } from './fee-setting.ts';
export { issueDueStatements } from './issue-statements.ts';
export { lastClosedMonth, monthEnd, nextMonth } from './months.ts';
