import { useCallback, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { type BookingView, PROVIDER_PATHS, type QuoteBody, routePath } from 'shared/contracts';
import { FormError, FormSuccess, InlineSpinner, Page, SecondaryButton, formatEventDate } from 'shared/ui';
import { QUOTE_STATUS_TEXT, QuoteCard, QuoteForm, useLiveResource } from 'shared/ui/bookings';
import { sendQuote } from '../api/send-quote.ts';
import { BookingHeader } from './booking-header.tsx';
import { BookingMessages } from './booking-messages.tsx';
import { DeclineRequest } from './decline-request.tsx';
import { EventFacts } from './event-facts.tsx';
import { QuotesSection, quoteTitle } from './quotes-section.tsx';
import { RefundBooking } from './refund-booking.tsx';
import { ReviewSection } from './review-section.tsx';
import { getBooking } from 'shared/kit';

const TITLE = 'Quote';

function titleOf(booking: BookingView): string {
  return booking.event.title ?? `${booking.event.type} on ${formatEventDate(booking.event.date)}`;
}

type Props = { bookingId: string; quoteId: string | null; notFound: ReactNode };

/**
 * `/quote/{bookingId}/{quoteId?}`: the provider's side of a booking: the request and the event,
 * the quotes and the form to send or revise one, declining a request, refunding a completed
 * booking, the messages and the review. With `quoteId`, that quote; read-only once answered.
 */
export function BookingThread({ bookingId, quoteId, notFound }: Props) {
  const navigate = useNavigate();
  const load = useCallback(() => getBooking(bookingId), [bookingId]);
  const { state, retry, replace } = useLiveResource(bookingId, load);
  const [note, setNote] = useState<string | null>(null);

  if (state.status === 'not-found') return <>{notFound}</>;
  if (state.status !== 'ready') {
    return (
      <Page title={TITLE}>
        {state.status === 'loading' && <InlineSpinner label="Loading the booking…" />}
        {state.status === 'error' && (
          <>
            <FormError>{state.message}</FormError>
            <SecondaryButton type="button" onClick={retry}>
              Try again
            </SecondaryButton>
          </>
        )}
      </Page>
    );
  }

  const booking = state.data;
  const shown = quoteId === null ? null : (booking.quotes.find((quote) => quote.id === quoteId) ?? undefined);
  if (shown === undefined) return <>{notFound}</>;
  const openQuote = booking.quotes.find((quote) => quote.status === 'open') ?? null;
  const canQuote =
    (booking.status === 'requested' || booking.status === 'quoted') && (!shown || shown.status === 'open');

  const send = async (body: QuoteBody) => {
    replace(await sendQuote(booking.id, body));
    setNote('Your quote is on its way: the family has been told.');
    if (quoteId) navigate(routePath(PROVIDER_PATHS.quote, { bookingId: booking.id }));
  };

  return (
    <Page title={titleOf(booking)}>
      <BookingHeader booking={booking} />
      <section aria-labelledby="event-heading">
        <h2 id="event-heading">The event</h2>
        <EventFacts event={booking.event} />
      </section>
      <FormSuccess>{note}</FormSuccess>
      {shown ? (
        <section aria-labelledby="shown-heading">
          <h2 id="shown-heading">This quote</h2>
          <QuoteCard quote={shown} title={quoteTitle(shown)} />
          {shown.status !== 'open' && (
            <p>This quote is {QUOTE_STATUS_TEXT[shown.status].toLowerCase()}, so it can no longer be changed.</p>
          )}
          <p>
            <Link to={routePath(PROVIDER_PATHS.quote, { bookingId: booking.id })}>See the whole booking</Link>
          </p>
        </section>
      ) : (
        <QuotesSection bookingId={booking.id} quotes={booking.quotes} />
      )}
      {canQuote && (
        <section aria-labelledby="send-heading">
          <h2 id="send-heading">{openQuote ? 'Revise your quote' : 'Write your quote'}</h2>
          {openQuote && <p>A new quote replaces your open one; the family sees the newest.</p>}
          <QuoteForm key={openQuote?.id ?? 'first'} revising={openQuote} onSubmit={send} />
        </section>
      )}
      {booking.status === 'requested' && <DeclineRequest bookingId={booking.id} onDeclined={replace} />}
      {booking.status === 'completed' && (
        <RefundBooking
          bookingId={booking.id}
          onRefunded={(refunded) => {
            replace(refunded);
            setNote('Refunded: the family has been told, and the booking comes off your bill.');
          }}
        />
      )}
      <BookingMessages bookingId={booking.id} />
      {booking.review && (
        <ReviewSection
          bookingId={booking.id}
          review={booking.review}
          canReply={booking.canReply}
          onReplied={(review) => replace({ ...booking, review, canReply: false })}
        />
      )}
    </Page>
  );
}
