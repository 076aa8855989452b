import { Link } from 'react-router-dom';
import type { BookingView } from 'shared/contracts';
import { BookingStatusLabel } from 'shared/ui/bookings';

/** Where the booking stands, between whom, and what the family asked. */
export function BookingHeader({ booking }: { booking: BookingView }) {
  return (
    <>
      <p>
        <Link to="/quotes">All your booking threads</Link>
      </p>
      <p>
        <BookingStatusLabel status={booking.status} side="business" /> {booking.organizerName} and{' '}
        {booking.business.name}
      </p>
      {booking.status === 'cancelled' && (
        <p>
          Cancelled by {booking.cancelledBy === 'business' ? 'you' : 'the family'}
          {booking.cancelReason ? `: ${booking.cancelReason}` : '.'}
        </p>
      )}
      {booking.status === 'refunded' && (
        <>
          <p>You refunded this booking{booking.refundReason ? `: ${booking.refundReason}` : '.'}</p>
          <p>It comes off your bill: off this month’s, or as an adjustment on your next statement if already billed.</p>
        </>
      )}
      <section aria-labelledby="request-heading">
        <h2 id="request-heading">The request</h2>
        {booking.requestMessage ? (
          <>
            <p>{booking.organizerName} wrote:</p>
            <blockquote>{booking.requestMessage}</blockquote>
          </>
        ) : (
          <p>You quoted on this event from Find events; the family has not written yet.</p>
        )}
      </section>
    </>
  );
}
