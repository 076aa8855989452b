import type { RatingSummary } from 'shared/contracts';

/** A rating as words: "4.8 (12 reviews)", or "No reviews yet" before the first. */
export function ratingText({ average, count }: RatingSummary): string {
  if (count === 0) return 'No reviews yet';
  return `${average.toFixed(1)} (${count} ${count === 1 ? 'review' : 'reviews'})`;
}
