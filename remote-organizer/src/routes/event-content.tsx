import { QuoteAnswer } from '../features/bookings/components/quote-answer.tsx';
import { BusinessNotFound } from '../features/businesses/components/business-not-found.tsx';
import { EventPage } from '../features/events/components/event-page.tsx';

/** What a signed-in organizer sees at `/event/:id`, loaded when first shown. */
export function EventContent({ eventId }: { eventId: string }) {
  return (
    <EventPage
      eventId={eventId}
      notFound={<BusinessNotFound />}
      answerQuote={(quote, done) => <QuoteAnswer quote={quote} onAnswered={done} />}
    />
  );
}
