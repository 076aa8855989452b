import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { NotFound } from '../features/businesses/components/not-found.tsx';
import { SignedInOnly } from 'shared/kit';
import { SIGN_IN_WORDS } from './sign-in-words.ts';

const BusinessBookings = lazy(async () => ({
  default: (await import('../features/bookings/components/business-bookings.tsx')).BusinessBookings,
}));

export function BusinessEventsScreen() {
  const { businessId } = useParams();
  return (
    <SignedInOnly title="My Business Events" {...SIGN_IN_WORDS}>
      <BusinessBookings businessId={businessId ?? null} notFound={<NotFound />} />
    </SignedInOnly>
  );
}
