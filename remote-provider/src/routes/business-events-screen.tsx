import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { NotFound } from '../features/businesses/components/not-found.tsx';
import { SignedInOnly } from '../features/businesses/components/signed-in-only.tsx';

const BusinessBookings = lazy(async () => ({
  default: (await import('../features/quotes/components/business-bookings.tsx')).BusinessBookings,
}));

export function BusinessEventsScreen() {
  const { businessId } = useParams();
  return (
    <SignedInOnly title="My Business Events">
      <BusinessBookings businessId={businessId ?? null} notFound={<NotFound />} />
    </SignedInOnly>
  );
}
