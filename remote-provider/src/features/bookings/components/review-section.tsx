import { useState } from 'react';
import { LIMITS, type Review } from 'shared/contracts';
import { Form, FormError, PrimaryButton, TextAreaField, formatMoment, useAsyncAction } from 'shared/ui';
import { replyToReview } from '../api/reply-to-review.ts';
import { errorMessage } from 'shared/kit';

const REPLY_MAX = LIMITS.ReviewReplyBody.text.maxLength;

function ReplyForm({ bookingId, onReplied }: { bookingId: string; onReplied: (review: Review) => void }) {
  const [text, setText] = useState('');
  const [attempted, setAttempted] = useState(false);
  const action = useAsyncAction(errorMessage);
  const length = text.trim().length;
  const error =
    length > REPLY_MAX
      ? `Keep your reply to ${REPLY_MAX.toLocaleString('en-GB')} characters (${length.toLocaleString('en-GB')} now).`
      : attempted && length === 0
        ? 'Write your reply first.'
        : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (length === 0 || length > REPLY_MAX) return;
    await action.run(async () => onReplied(await replyToReview(bookingId, text.trim())));
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Reply to the review">
      <TextAreaField
        label="Your public reply"
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
      />
      <FormError>{action.error}</FormError>
      <PrimaryButton type="submit" disabled={action.busy}>
        Post reply
      </PrimaryButton>
    </Form>
  );
}

/** The family's review of a completed booking, and the business's one public reply to it. */
export function ReviewSection({
  bookingId,
  review,
  canReply,
  onReplied,
}: {
  bookingId: string;
  review: Review;
  canReply: boolean;
  onReplied: (review: Review) => void;
}) {
  return (
    <section aria-labelledby="review-heading">
      <h2 id="review-heading">Review</h2>
      <p>
        {review.authorName} gave {review.rating} out of 5 on {formatMoment(review.createdAt)}.
      </p>
      {review.text && <blockquote>{review.text}</blockquote>}
      {review.reply && (
        <>
          <h3>Your reply</h3>
          <blockquote>{review.reply.text}</blockquote>
        </>
      )}
      {!review.reply && canReply && <ReplyForm bookingId={bookingId} onReplied={onReplied} />}
    </section>
  );
}
