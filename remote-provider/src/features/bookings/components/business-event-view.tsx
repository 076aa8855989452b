import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PROVIDER_PATHS, routePath } from 'shared/contracts';
import { Page, SecondaryButton } from 'shared/ui';
import { LoadFailedPage, LoadingPage } from 'shared/kit';
import { BookingStatusLabel, useLiveResource } from 'shared/ui/bookings';
import { getEvent } from '../api/get-event.ts';
import { EventFacts } from './event-facts.tsx';
import { EventQuotePanel } from './event-quote-panel.tsx';

/**
 * `/event/{id}` as a provider sees it: the public part (private details only once booked), their
 * bookings on it, and "Send a quote" for a business of theirs that may still quote.
 */
export function BusinessEventView({ eventId, notFound }: { eventId: string; notFound: ReactNode }) {
  const load = useCallback(() => getEvent(eventId), [eventId]);
  const { state, retry } = useLiveResource(eventId, load);
  const [quoting, setQuoting] = useState(false);

  if (state.status === 'not-found') return <>{notFound}</>;
  if (state.status === 'loading') return <LoadingPage title="Event Details" label="Loading the event…" />;
  if (state.status === 'error') {
    return (
      <LoadFailedPage
        title="Event Details"
        message={`We could not load this event. ${state.message}`}
        onRetry={retry}
      />
    );
  }
  const event = state.data;
  return (
    <Page title={event.title ?? `${event.type} in ${event.postcodeDistrict}`}>
      <EventFacts event={event} />
      {event.bookings.length > 0 && (
        <section aria-labelledby="your-bookings">
          <h2 id="your-bookings">Your bookings on this event</h2>
          <ul>
            {event.bookings.map((booking) => (
              <li key={booking.id}>
                {booking.business.name} <BookingStatusLabel status={booking.status} />{' '}
                <Link to={routePath(PROVIDER_PATHS.quote, { bookingId: booking.id })}>Send a quote</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {event.quotableBy.length > 0 && (
        <section aria-labelledby="quote-heading">
          <h2 id="quote-heading">Quote on this event</h2>
          {!quoting ? (
            <SecondaryButton type="button" onClick={() => setQuoting(true)}>
              Send a quote
            </SecondaryButton>
          ) : (
            <EventQuotePanel eventId={event.id} businesses={event.quotableBy} />
          )}
        </section>
      )}
    </Page>
  );
}
