import { useParams } from 'react-router-dom';
import { Page } from 'shared/ui';

export function QuoteScreen() {
  const { bookingId, quoteId } = useParams();
  return (
    <Page title="Quote">
      <p>{quoteId ? `Quote ${quoteId} for booking ${bookingId}.` : `Write a quote for booking ${bookingId}.`}</p>
    </Page>
  );
}
