import { lazy } from 'react';
import { Page } from 'shared/ui';
import { SignedInOnly } from '../features/businesses/components/signed-in-only.tsx';

const MyBusinesses = lazy(async () => ({
  default: (await import('../features/businesses/components/my-businesses.tsx')).MyBusinesses,
}));

export function MyBusinessesScreen() {
  return (
    <SignedInOnly title="My Businesses">
      <Page title="My Businesses">
        <MyBusinesses />
      </Page>
    </SignedInOnly>
  );
}
