const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Integer pence as the site shows money: 123450 → "£1,234.50". */
export function formatPence(pence: number): string {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`formatPence takes whole pence, not ${pence}`);
  return GBP.format(pence / 100);
}
