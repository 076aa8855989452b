import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { NotFound } from '../features/businesses/components/not-found.tsx';
import { SignedInOnly } from '../features/businesses/components/signed-in-only.tsx';

const BookingThread = lazy(async () => ({
  default: (await import('../features/quotes/components/booking-thread.tsx')).BookingThread,
}));

export function QuoteScreen() {
  const { bookingId = '', quoteId } = useParams();
  return (
    <SignedInOnly title="Quote">
      <BookingThread key={bookingId} bookingId={bookingId} quoteId={quoteId ?? null} notFound={<NotFound />} />
    </SignedInOnly>
  );
}
