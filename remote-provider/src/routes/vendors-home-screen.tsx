import { VendorsHome } from '../features/businesses/components/vendors-home.tsx';

export function VendorsHomeScreen() {
  return <VendorsHome />;
}
