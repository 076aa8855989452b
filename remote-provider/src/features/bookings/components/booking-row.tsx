import { Link } from 'react-router-dom';
import { type BookingSummary, PROVIDER_PATHS, routePath } from 'shared/contracts';
import styled from 'styled-components';
import { formatEventDate, formatMoment, formatPence } from 'shared/ui';
import { BookingStatusLabel } from 'shared/ui/bookings';

export const RowList = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(2)} 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Row = styled.li`
  display: grid;
  gap: 4px;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
  a {
    font-weight: 700;
  }
`;

/** One booking thread: what it is about, for which business, where it stands, and a link into it. */
export function BookingRow({ booking }: { booking: BookingSummary }) {
  const quote = booking.openQuote;
  return (
    <Row aria-label={booking.eventLabel}>
      <Link to={routePath(PROVIDER_PATHS.quote, { bookingId: booking.id })}>{booking.eventLabel}</Link>
      <p>
        {booking.business.name} · {formatEventDate(booking.eventDate)} ·{' '}
        <BookingStatusLabel status={booking.status} side="business" />
      </p>
      {quote && (
        <p>
          Your open quote: {formatPence(quote.totalPence)}, valid until {formatEventDate(quote.validUntil)}
        </p>
      )}
      <p>Last activity {formatMoment(booking.lastActivityAt)}</p>
    </Row>
  );
}
