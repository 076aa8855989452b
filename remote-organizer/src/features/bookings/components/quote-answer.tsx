import type { BookingView, Quote } from 'shared/contracts';
import { FormError, PrimaryButton, SecondaryButton, useAsyncAction } from 'shared/ui';
import { answerQuote } from '../api/answer-quote.ts';
import { messageOf } from './message-of.ts';

/**
 * "Accept quote" and "Decline quote" on an open quote. A quote answered meanwhile (the business
 * revised it, or the other tab accepted it) comes back as a 409 whose message is shown.
 */
export function QuoteAnswer({ quote, onAnswered }: { quote: Quote; onAnswered: (booking: BookingView) => void }) {
  const action = useAsyncAction(messageOf);
  const answer = (choice: 'accept' | 'decline') =>
    void action.run(async () => onAnswered(await answerQuote(quote.id, choice)));
  return (
    <>
      <PrimaryButton type="button" disabled={action.busy} onClick={() => answer('accept')}>
        Accept quote
      </PrimaryButton>
      <SecondaryButton type="button" disabled={action.busy} onClick={() => answer('decline')}>
        Decline quote
      </SecondaryButton>
      <FormError>{action.error}</FormError>
    </>
  );
}
