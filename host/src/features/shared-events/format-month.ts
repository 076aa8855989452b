import { formatCalendarMonth } from 'shared/contracts';

/** A month as the API gives it (YYYY-MM) in en-GB words: "2027-03" → "March 2027"; anything else as given. */
export const formatMonth = formatCalendarMonth;
