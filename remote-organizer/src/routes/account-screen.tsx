import { lazy, useState } from 'react';
import { FormSuccess, Page } from 'shared/ui';
import { SignedInOnly } from 'shared/kit';

const AccountPage = lazy(() =>
  import('../features/account/components/account-page.tsx').then((module) => ({ default: module.AccountPage })),
);

export function AccountScreen() {
  // Held above the sign-in gate: once deleted, the person is signed out, and should read so.
  const [deleted, setDeleted] = useState(false);
  if (deleted) {
    return (
      <Page title="My Account">
        <FormSuccess>
          Your account has been deleted and you have been signed out. Thank you for using KidsEvents.
        </FormSuccess>
      </Page>
    );
  }
  return (
    <SignedInOnly title="My Account" keptHere="Your profile, settings and data are kept under your account.">
      <AccountPage onDeleted={() => setDeleted(true)} />
    </SignedInOnly>
  );
}
