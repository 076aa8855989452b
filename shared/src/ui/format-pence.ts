// Made on first use, not when shared/ui loads on every page: the first currency formatter
// costs several milliseconds (ICU's currency data).
let gbp: Intl.NumberFormat | undefined;

/** Integer pence as the site shows money: 123450 → "£1,234.50". */
export function formatPence(pence: number): string {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`formatPence takes whole pence, not ${pence}`);
  gbp ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  return gbp.format(pence / 100);
}
