import { VendorsHome } from '../features/businesses/components/vendors-home.tsx';
import { BookingsOverview } from '../features/quotes/components/bookings-overview.tsx';

export function VendorsHomeScreen() {
  return <VendorsHome bookings={<BookingsOverview />} />;
}
