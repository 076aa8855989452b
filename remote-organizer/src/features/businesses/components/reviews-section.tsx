import { useEffect, useState } from 'react';
import type { RatingSummary, Review } from 'shared/contracts';
import { FormError, SecondaryButton, formatMoment, ratingText, useAsyncAction } from 'shared/ui';
import styled from 'styled-components';
import { listReviews } from '../api/list-reviews.ts';
import { errorMessage } from 'shared/kit';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
    white-space: pre-line;
  }
`;

function ReviewItem({ review }: { review: Review }) {
  return (
    <li aria-label={`${review.authorName}, ${review.rating} out of 5`}>
      <p>
        <span aria-hidden="true">{'★'.repeat(review.rating)}</span> {review.rating} out of 5 · {review.authorName} ·{' '}
        {formatMoment(review.createdAt)}
      </p>
      {review.text && <p>{review.text}</p>}
      {review.reply && <p>Reply from the business: {review.reply.text}</p>}
    </li>
  );
}

/** What families say: the rating summary, then the reviews newest first with the business's replies. */
export function ReviewsSection({ businessId, rating }: { businessId: string; rating: RatingSummary }) {
  const [reviews, setReviews] = useState<Review[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const more = useAsyncAction(errorMessage);
  const { run } = more;

  // The page keys this section by business, so a first page always starts from none.
  useEffect(() => {
    if (rating.count === 0) return;
    void run(async () => {
      const page = await listReviews(businessId, null);
      setReviews(page.items);
      setCursor(page.nextCursor);
    });
  }, [businessId, rating.count, run]);

  const showMore = () =>
    void run(async () => {
      const page = await listReviews(businessId, cursor);
      setReviews((shown) => [...shown, ...page.items]);
      setCursor(page.nextCursor);
    });

  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews</h2>
      <p>
        {rating.count > 0 && <span aria-hidden="true">★ </span>}
        {ratingText(rating)}
      </p>
      {reviews.length > 0 && (
        <List aria-label="Reviews">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </List>
      )}
      <FormError>{more.error && `We could not load the reviews. ${more.error}`}</FormError>
      {cursor && (
        <SecondaryButton type="button" disabled={more.busy} onClick={showMore}>
          Show more reviews
        </SecondaryButton>
      )}
    </section>
  );
}
