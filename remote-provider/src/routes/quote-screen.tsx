import { useParams } from 'react-router-dom';
import { NotFound } from '../features/businesses/components/not-found.tsx';
import { SignedInOnly } from '../features/businesses/components/signed-in-only.tsx';
import { BookingThread } from '../features/quotes/components/booking-thread.tsx';

export function QuoteScreen() {
  const { bookingId = '', quoteId } = useParams();
  return (
    <SignedInOnly title="Quote">
      <BookingThread key={bookingId} bookingId={bookingId} quoteId={quoteId ?? null} notFound={<NotFound />} />
    </SignedInOnly>
  );
}
