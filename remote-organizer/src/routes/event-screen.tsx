import { useParams } from 'react-router-dom';
import { QuoteAnswer } from '../features/bookings/components/quote-answer.tsx';
import { BusinessNotFound } from '../features/businesses/components/business-not-found.tsx';
import { EventPage } from '../features/events/components/event-page.tsx';
import { SignedInOnly } from './signed-in-only.tsx';

export function EventScreen() {
  const { id = '' } = useParams();
  return (
    <SignedInOnly title="Event Details">
      <EventPage
        eventId={id}
        notFound={<BusinessNotFound />}
        answerQuote={(quote, done) => <QuoteAnswer quote={quote} onAnswered={done} />}
      />
    </SignedInOnly>
  );
}
