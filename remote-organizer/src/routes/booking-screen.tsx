import { useParams } from 'react-router-dom';
import { BookingPage } from '../features/bookings/components/booking-page.tsx';
import { BusinessNotFound } from '../features/businesses/components/business-not-found.tsx';
import { SignedInOnly } from './signed-in-only.tsx';

export function BookingScreen() {
  const { id = '' } = useParams();
  return (
    <SignedInOnly title="Booking Details">
      <BookingPage bookingId={id} notFound={<BusinessNotFound />} />
    </SignedInOnly>
  );
}
