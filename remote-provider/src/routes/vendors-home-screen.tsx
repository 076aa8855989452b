import { lazy, Suspense } from 'react';
import { InlineSpinner } from 'shared/ui';
import { VendorsHome } from '../features/businesses/components/vendors-home.tsx';

const BookingsOverview = lazy(async () => ({
  default: (await import('../features/bookings/components/bookings-overview.tsx')).BookingsOverview,
}));

export function VendorsHomeScreen() {
  return (
    <VendorsHome
      bookings={
        <Suspense fallback={<InlineSpinner />}>
          <BookingsOverview />
        </Suspense>
      }
    />
  );
}
