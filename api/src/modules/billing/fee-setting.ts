/** PLATFORM_FEE_PERCENT: the platform's fee on each completed booking, 0–100 with up to two decimals. */

export const DEFAULT_FEE_PERCENT = '10';

/** The percentage as basis points (10 → 1000), or an error naming the setting. */
export function feeBasisPointsFrom(raw: string | undefined): number {
  const text = raw?.trim() || DEFAULT_FEE_PERCENT;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) {
    throw new Error(`PLATFORM_FEE_PERCENT must be a percentage such as 10 or 12.5, got "${raw}"`);
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (basisPoints > 10000) throw new Error(`PLATFORM_FEE_PERCENT must be at most 100, got "${raw}"`);
  return basisPoints;
}
