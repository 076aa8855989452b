import { Page, lazyNamed } from 'shared/ui';
import { SignedInOnly } from '../features/businesses/components/signed-in-only.tsx';

const MyBusinesses = lazyNamed(() => import('../features/businesses/components/my-businesses.tsx'), 'MyBusinesses');

export function MyBusinessesScreen() {
  return (
    <SignedInOnly title="My Businesses">
      <Page title="My Businesses">
        <MyBusinesses />
      </Page>
    </SignedInOnly>
  );
}
