import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type EventView, ORGANIZER_PATHS, type Quote, routePath } from 'shared/contracts';
import { BookingStatusLabel, QuoteCard } from 'shared/ui/bookings';
import styled from 'styled-components';

const SideBySide = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

type Props = { event: EventView; answer: (quote: Quote) => ReactNode };

/** The organizer's bookings on an event: open quotes side by side to compare and answer, then the rest. */
export function EventBookings({ event, answer }: Props) {
  const quoted = event.bookings.filter((booking) => booking.openQuote);
  const others = event.bookings.filter((booking) => !booking.openQuote);
  return (
    <section aria-labelledby="bookings-heading">
      <h2 id="bookings-heading">Bookings and quotes</h2>
      {event.bookings.length === 0 && <p>No bookings yet. Ask a business for a quote from its page.</p>}
      {quoted.length > 0 && (
        <SideBySide>
          {quoted.map((booking) => (
            <div key={booking.id}>
              <QuoteCard
                quote={booking.openQuote!}
                title={booking.business.name}
                actions={answer(booking.openQuote!)}
              />
              <Link to={routePath(ORGANIZER_PATHS.booking, { id: booking.id })}>Messages and details</Link>
            </div>
          ))}
        </SideBySide>
      )}
      {others.length > 0 && (
        <ul aria-label="Other bookings">
          {others.map((booking) => (
            <li key={booking.id}>
              <Link to={routePath(ORGANIZER_PATHS.booking, { id: booking.id })}>{booking.business.name}</Link>{' '}
              <BookingStatusLabel status={booking.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
