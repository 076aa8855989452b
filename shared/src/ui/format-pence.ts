/**
 * Integer pence as the site shows money: 123450 → "£1,234.50".
 *
 * Written out rather than through Intl.NumberFormat: the first Intl formatter a page makes loads
 * ICU's data (10–30 ms of the main thread here, four times that on a slow phone), and prices
 * are on the pages people land on. A test holds it to Intl's en-GB pounds.
 */
export function formatPence(pence: number): string {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`formatPence takes whole pence, not ${pence}`);
  const whole = Math.abs(pence);
  const pounds = String(Math.trunc(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${pence < 0 ? '-' : ''}£${pounds}.${String(whole % 100).padStart(2, '0')}`;
}
