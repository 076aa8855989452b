import { Page } from 'shared/ui';

export function AccountScreen() {
  return (
    <Page title="My Account">
      <p>Your profile, sign-in details and preferences, all in one place.</p>
    </Page>
  );
}
