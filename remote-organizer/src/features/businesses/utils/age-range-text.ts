import type { PublicBusiness } from 'shared/contracts';

/** "Ages 3 to 10", "Age 5", or "Babies up to age 2" for a range starting at 0. */
export function ageRangeText(range: NonNullable<PublicBusiness['ageRange']>): string {
  if (range.min === range.max) return range.min === 0 ? 'Babies under 1' : `Age ${range.min}`;
  if (range.min === 0) return `Babies up to age ${range.max}`;
  return `Ages ${range.min} to ${range.max}`;
}
