import { useParams } from 'react-router-dom';
import { NotFound } from '../features/businesses/components/not-found.tsx';
import { SignedInOnly } from '../features/businesses/components/signed-in-only.tsx';
import { BusinessBookings } from '../features/quotes/components/business-bookings.tsx';

export function BusinessEventsScreen() {
  const { businessId } = useParams();
  return (
    <SignedInOnly title="My Business Events">
      <BusinessBookings businessId={businessId ?? null} notFound={<NotFound />} />
    </SignedInOnly>
  );
}
