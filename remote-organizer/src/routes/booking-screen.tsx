import { useParams } from 'react-router-dom';
import { lazyNamed } from 'shared/ui';
import { BusinessNotFound } from '../features/businesses/components/business-not-found.tsx';
import { SignedInOnly } from './signed-in-only.tsx';

const BookingPage = lazyNamed(() => import('../features/bookings/components/booking-page.tsx'), 'BookingPage');

export function BookingScreen() {
  const { id = '' } = useParams();
  return (
    <SignedInOnly title="Booking Details">
      <BookingPage bookingId={id} notFound={<BusinessNotFound />} />
    </SignedInOnly>
  );
}
