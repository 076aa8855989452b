import type { BookingView, Quote } from 'shared/contracts';
import { FormError, PrimaryButton, SecondaryButton, useAsyncAction } from 'shared/ui';
import { answerQuote } from '../api/answer-quote.ts';
import { errorMessage } from 'shared/kit';

type Props = {
  quote: Quote;
  onAnswered: (booking: BookingView) => void;
  /**
   * The server's refusal, e.g. a 409 when the business revised the quote or another tab accepted
   * it. The page shows it outside the card: once the page catches up, the quote is no longer open
   * and its card drops these buttons, which must not take the message with them. Without it, the
   * message shows beside the buttons.
   */
  onRefused?: (message: string) => void;
};

/** "Accept quote" and "Decline quote" on an open quote. */
export function QuoteAnswer({ quote, onAnswered, onRefused }: Props) {
  const action = useAsyncAction(errorMessage);
  const answer = (choice: 'accept' | 'decline') =>
    void action.run(async () => {
      try {
        onAnswered(await answerQuote(quote.id, choice));
      } catch (error) {
        if (!onRefused) throw error;
        onRefused(errorMessage(error));
      }
    });
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
