import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { EventView, QuoteBody } from 'shared/contracts';
import { Page, SecondaryButton, SelectField } from 'shared/ui';
import { BookingStatusLabel, QuoteForm } from 'shared/ui/bookings';
import { quoteOnEvent } from '../api/quote-on-event.ts';
import { EventDetails } from './event-details.tsx';

/**
 * An event as a provider sees it: the public part (private details only once booked), their
 * bookings on it, and "Send a quote" for a business of theirs that may still quote.
 */
export function BusinessEventView({ event }: { event: EventView }) {
  const navigate = useNavigate();
  const [quoting, setQuoting] = useState(false);
  const [businessId, setBusinessId] = useState(event.quotableBy[0]?.id ?? '');

  const send = async (quote: QuoteBody) => {
    const booking = await quoteOnEvent(event.id, businessId, quote);
    void navigate(`/quote/${booking.id}`);
  };

  return (
    <Page title={event.title ?? `${event.type} in ${event.postcodeDistrict}`}>
      <EventDetails event={event} />
      {event.bookings.length > 0 && (
        <section aria-labelledby="your-bookings">
          <h2 id="your-bookings">Your bookings on this event</h2>
          <ul>
            {event.bookings.map((booking) => (
              <li key={booking.id}>
                {booking.business.name} <BookingStatusLabel status={booking.status} />{' '}
                <Link to={`/quote/${booking.id}`}>Send a quote</Link>
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
            <>
              {event.quotableBy.length > 1 && (
                <SelectField
                  label="Quote as"
                  value={businessId}
                  onChange={(change) => setBusinessId(change.target.value)}
                >
                  {event.quotableBy.map((business) => (
                    <option key={business.id} value={business.id}>
                      {business.name}
                    </option>
                  ))}
                </SelectField>
              )}
              <QuoteForm onSubmit={send} />
            </>
          )}
        </section>
      )}
    </Page>
  );
}
