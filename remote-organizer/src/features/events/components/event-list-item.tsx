import { type EventView, ORGANIZER_PATHS, routePath } from 'shared/contracts';
import { Link } from 'react-router-dom';
import { formatPence } from 'shared/ui';
import { BookingStatusLabel } from 'shared/ui/bookings';
import styled from 'styled-components';
import { EVENT_STATUS_TEXT, eventLine } from './event-facts.ts';

const Item = styled.li`
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  h3,
  p {
    margin: 0 0 4px;
  }
  ul {
    margin: 4px 0 0;
    padding-left: ${({ theme }) => theme.space(2)};
  }
`;

/** One of the organizer's events with its bookings summarised: business, status, open quote. */
export function EventListItem({ event }: { event: EventView }) {
  const title = event.title ?? event.type;
  return (
    <Item aria-label={title}>
      <h3>
        <Link to={routePath(ORGANIZER_PATHS.event, { id: event.id })}>{title}</Link>
      </h3>
      <p>
        {eventLine(event)}
        {event.status !== 'published' && ` · ${EVENT_STATUS_TEXT[event.status]}`}
      </p>
      {event.bookings.length === 0 ? (
        <p>No quotes asked for yet.</p>
      ) : (
        <ul aria-label={`Bookings for ${title}`}>
          {event.bookings.map((booking) => (
            <li key={booking.id}>
              <Link to={routePath(ORGANIZER_PATHS.booking, { id: booking.id })}>{booking.business.name}</Link>{' '}
              <BookingStatusLabel status={booking.status} />
              {booking.openQuote && ` · quote of ${formatPence(booking.openQuote.totalPence)}`}
            </li>
          ))}
        </ul>
      )}
    </Item>
  );
}
