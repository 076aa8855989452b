import { lazy } from 'react';
import { Page } from 'shared/ui';
import { SignedInOnly } from 'shared/kit';
import { SIGN_IN_WORDS } from './sign-in-words.ts';

const MyBusinesses = lazy(async () => ({
  default: (await import('../features/businesses/components/my-businesses.tsx')).MyBusinesses,
}));

export function MyBusinessesScreen() {
  return (
    <SignedInOnly title="My Businesses" {...SIGN_IN_WORDS}>
      <Page title="My Businesses">
        <MyBusinesses />
      </Page>
    </SignedInOnly>
  );
}
