import { Page } from 'shared/ui';
import { MyBusinesses } from '../features/businesses/components/my-businesses.tsx';
import { SignedInOnly } from '../features/businesses/components/signed-in-only.tsx';

export function MyBusinessesScreen() {
  return (
    <SignedInOnly title="My Businesses">
      <Page title="My Businesses">
        <MyBusinesses />
      </Page>
    </SignedInOnly>
  );
}
