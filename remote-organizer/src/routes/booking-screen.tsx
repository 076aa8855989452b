import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { BusinessNotFound } from '../features/businesses/components/business-not-found.tsx';
import { SignedInOnly } from 'shared/kit';
import { SIGN_IN_WORDS } from './sign-in-words.ts';

const BookingPage = lazy(async () => ({
  default: (await import('../features/bookings/components/booking-page.tsx')).BookingPage,
}));

export function BookingScreen() {
  const { id = '' } = useParams();
  return (
    <SignedInOnly title="Booking Details" {...SIGN_IN_WORDS}>
      <BookingPage bookingId={id} notFound={<BusinessNotFound />} />
    </SignedInOnly>
  );
}
