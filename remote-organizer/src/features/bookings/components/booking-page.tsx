import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type BookingView, ORGANIZER_PATHS, routePath } from 'shared/contracts';
import { FormError, Page, formatEventDate, formatMoment } from 'shared/ui';
import { BookingStatusLabel, QuoteCard, useLiveResource } from 'shared/ui/bookings';
import styled from 'styled-components';
import { BookingActions } from './booking-actions.tsx';
import { BookingMessages } from './booking-messages.tsx';
import { QuoteAnswer } from './quote-answer.tsx';
import { ReviewSection } from './review-section.tsx';
import { getBooking, LoadFailedPage, LoadingPage } from 'shared/kit';

const Quotes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

function CancelNote({ booking }: { booking: BookingView }) {
  if (booking.status !== 'cancelled') return null;
  const who = booking.cancelledBy === 'business' ? booking.business.name : 'You';
  return (
    <p>
      {who} cancelled this booking{booking.cancelReason ? `: ${booking.cancelReason}` : '.'}
    </p>
  );
}

/** A refund comes from the business, after the party. */
function RefundNote({ booking }: { booking: BookingView }) {
  if (booking.status !== 'refunded') return null;
  return (
    <p>
      {booking.business.name} refunded this booking{booking.refundReason ? `: ${booking.refundReason}` : '.'}
    </p>
  );
}

function Contact({ booking }: { booking: BookingView }) {
  if (!booking.contact) return null;
  return (
    <section aria-labelledby="contact-heading">
      <h2 id="contact-heading">Contact {booking.business.name}</h2>
      <p>
        Email: <a href={`mailto:${booking.contact.email}`}>{booking.contact.email}</a>
        {booking.contact.phone && (
          <>
            {' '}
            · Phone: <a href={`tel:${booking.contact.phone.replace(/\s/g, '')}`}>{booking.contact.phone}</a>
          </>
        )}
      </p>
    </section>
  );
}

/** The organizer's thread with one business: status, event, quotes, answers, contact, messages, review. */
export function BookingPage({ bookingId, notFound }: { bookingId: string; notFound: ReactNode }) {
  const load = useCallback(() => getBooking(bookingId), [bookingId]);
  const { state, retry, replace, refetch } = useLiveResource(bookingId, load);
  // An answer the server refused (a 409): kept on the page after the refused quote's card closes.
  const [refusal, setRefusal] = useState<string | null>(null);
  const answered = (booking: BookingView) => {
    setRefusal(null);
    replace(booking);
  };

  if (state.status === 'not-found') return <>{notFound}</>;
  if (state.status === 'loading') return <LoadingPage title="Booking Details" label="Loading the booking…" />;
  if (state.status === 'error')
    return (
      <LoadFailedPage
        title="Booking Details"
        message={`We could not load this booking. ${state.message}`}
        onRetry={retry}
      />
    );

  const booking = state.data;
  const event = booking.event;
  return (
    <Page title={`Booking with ${booking.business.name}`}>
      <p>
        <BookingStatusLabel status={booking.status} /> · for{' '}
        <Link to={routePath(ORGANIZER_PATHS.event, { id: event.id })}>{event.title ?? event.type}</Link> on{' '}
        {formatEventDate(event.date)}, {event.startTime} to {event.endTime}, {event.postcodeDistrict} ·{' '}
        <Link to={routePath(ORGANIZER_PATHS.businessPage, { businessName: booking.business.slug })}>
          {booking.business.name}
        </Link>
      </p>
      <CancelNote booking={booking} />
      <RefundNote booking={booking} />
      {booking.requestMessage && (
        <p>
          Your request ({formatMoment(booking.createdAt)}): {booking.requestMessage}
        </p>
      )}
      <BookingActions booking={booking} onChanged={replace} />
      <Contact booking={booking} />
      <section aria-labelledby="quotes-heading">
        <h2 id="quotes-heading">Quotes</h2>
        <FormError>{refusal}</FormError>
        {booking.quotes.length === 0 ? (
          <p>No quote yet: {booking.business.name} has been asked.</p>
        ) : (
          <Quotes>
            {booking.quotes.map((quote) => (
              <QuoteCard
                key={quote.id}
                quote={quote}
                title={quote.status === 'open' ? 'Current quote' : `Quote of ${formatMoment(quote.createdAt)}`}
                actions={<QuoteAnswer quote={quote} onAnswered={answered} onRefused={setRefusal} />}
              />
            ))}
          </Quotes>
        )}
      </section>
      <BookingMessages bookingId={booking.id} />
      <ReviewSection booking={booking} onReviewed={refetch} />
    </Page>
  );
}
