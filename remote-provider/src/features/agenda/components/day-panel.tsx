import { Link } from 'react-router-dom';
import type { AgendaBooking } from 'shared/contracts';
import { formatCalendarDate } from 'shared/contracts';
import styled from 'styled-components';
import { FormError, SecondaryButton, formatTimeRange } from 'shared/ui';
import { bookedText, type BusinessDay } from '../calendar/day-summary.ts';
import { useMarkDays } from '../hooks/use-mark-days.ts';
import { BookingWarning } from './booking-warning.tsx';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h2,
  h3,
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(2)};
  }
`;

const Business = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  & > button {
    justify-self: start;
  }
`;

function BookingLine({ booking }: { booking: AgendaBooking }) {
  const family = [booking.organizerName, booking.childName && `for ${booking.childName}`].filter(Boolean).join(' ');
  return (
    <li>
      <Link to={`/quote/${booking.bookingId}`}>
        {formatTimeRange(booking.startTime, booking.endTime)}: {booking.eventType} in {booking.postcodeDistrict}
      </Link>
      . {family}, {booking.childrenCount} children, {booking.address}.{booking.status === 'completed' && ' Completed.'}
    </li>
  );
}

/** One day opened from the calendar: each business's bookings, how full it is, and its availability. */
export function DayPanel({
  date,
  today,
  days,
  onChanged,
}: {
  date: string;
  today: string;
  days: BusinessDay[];
  onChanged: () => void;
}) {
  const marking = useMarkDays(onChanged);
  const past = date < today;
  const title = formatCalendarDate(date, { weekday: true });
  return (
    <Panel aria-label={title}>
      <h2 tabIndex={-1}>{title}</h2>
      {days.map((day) => (
        <Business key={day.businessId} role="group" aria-label={day.name}>
          {days.length > 1 && <h3>{day.name}</h3>}
          <p>
            {bookedText(day)}
            {day.unavailable ? '; marked unavailable.' : '.'}
          </p>
          {day.bookings.length > 0 && (
            <ul aria-label={`Bookings of ${day.name}`}>
              {day.bookings.map((booking) => (
                <BookingLine key={booking.bookingId} booking={booking} />
              ))}
            </ul>
          )}
          {!past && (
            <SecondaryButton
              type="button"
              disabled={marking.busy}
              onClick={() =>
                void marking.change({
                  businessId: day.businessId,
                  range: { from: date, to: date },
                  to: day.unavailable ? 'available' : 'unavailable',
                })
              }
            >
              {day.unavailable ? 'Mark available' : 'Mark unavailable'}
            </SecondaryButton>
          )}
        </Business>
      ))}
      {past && <p>This day has passed.</p>}
      {marking.warning && (
        <BookingWarning
          message={marking.warning.message}
          busy={marking.busy}
          onConfirm={() => void marking.confirm()}
          onCancel={marking.dismiss}
        />
      )}
      <FormError>{marking.error}</FormError>
    </Panel>
  );
}
