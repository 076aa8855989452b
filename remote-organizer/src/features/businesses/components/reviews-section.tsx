import type { RatingSummary } from 'shared/contracts';
import { ratingText } from 'shared/ui';

/**
 * What families say. Reviews follow completed bookings, which arrive with quote requests: until
 * then the summary is all there is, and with no reviews it says so.
 */
export function ReviewsSection({ rating }: { rating: RatingSummary }) {
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews</h2>
      <p>
        {rating.count > 0 && <span aria-hidden="true">★ </span>}
        {ratingText(rating)}
      </p>
    </section>
  );
}
