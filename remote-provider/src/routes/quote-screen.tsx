import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { NotFound } from '../features/businesses/components/not-found.tsx';
import { SignedInOnly } from 'shared/kit';
import { SIGN_IN_WORDS } from './sign-in-words.ts';

const BookingThread = lazy(async () => ({
  default: (await import('../features/bookings/components/booking-thread.tsx')).BookingThread,
}));

export function QuoteScreen() {
  const { bookingId = '', quoteId } = useParams();
  return (
    <SignedInOnly title="Quote" {...SIGN_IN_WORDS}>
      <BookingThread key={bookingId} bookingId={bookingId} quoteId={quoteId ?? null} notFound={<NotFound />} />
    </SignedInOnly>
  );
}
