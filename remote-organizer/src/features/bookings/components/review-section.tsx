import { useState, type FormEvent } from 'react';
import { LIMITS, type BookingView, type Review } from 'shared/contracts';
import { FormError, PrimaryButton, TextAreaField, formatMoment, useAsyncAction } from 'shared/ui';
import { leaveReview } from '../api/leave-review.ts';
import { errorMessage } from 'shared/kit';

const TEXT_MAX = LIMITS.ReviewBody.text.maxLength;

function ShownReview({ review }: { review: Review }) {
  return (
    <div>
      <p>
        <span aria-hidden="true">{'★'.repeat(review.rating)}</span> {review.rating} out of 5 ·{' '}
        {formatMoment(review.createdAt)}
      </p>
      {review.text && <p>{review.text}</p>}
      {review.reply && <p>Reply from the business: {review.reply.text}</p>}
    </div>
  );
}

/** The organizer's review once the booking is completed: "Leave a review" (1–5 and words), then the review. */
export function ReviewSection({ booking, onReviewed }: { booking: BookingView; onReviewed: (review: Review) => void }) {
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [ratingError, setRatingError] = useState<string | null>(null);
  const action = useAsyncAction(errorMessage);
  if (!booking.review && !booking.canReview) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return setRatingError('Choose from 1 to 5 stars.');
    if (text.length > TEXT_MAX) return;
    void action.run(async () => onReviewed(await leaveReview(booking.id, { rating, text: text.trim() })));
  };

  return (
    <section aria-labelledby="review-heading">
      <h2 id="review-heading">{booking.review ? 'Your review' : 'Leave a review'}</h2>
      {booking.review ? (
        <ShownReview review={booking.review} />
      ) : (
        <form onSubmit={submit} noValidate aria-label="Your review">
          <fieldset aria-describedby={ratingError ? 'rating-error' : undefined}>
            <legend>Rating</legend>
            {[1, 2, 3, 4, 5].map((stars) => (
              <label key={stars}>
                <input
                  type="radio"
                  name="rating"
                  checked={rating === stars}
                  onChange={() => {
                    setRating(stars);
                    setRatingError(null);
                  }}
                />{' '}
                {stars === 1 ? '1 star' : `${stars} stars`}{' '}
              </label>
            ))}
          </fieldset>
          {ratingError && <p id="rating-error">{ratingError}</p>}
          <TextAreaField
            label="What was it like? (optional)"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={text.length > TEXT_MAX ? `Keep it to ${TEXT_MAX.toLocaleString('en-GB')} characters.` : null}
          />
          <FormError>{action.error}</FormError>
          <PrimaryButton type="submit" disabled={action.busy}>
            Leave a review
          </PrimaryButton>
        </form>
      )}
    </section>
  );
}
