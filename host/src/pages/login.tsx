import { Page } from 'shared/ui';

export default function LoginPage() {
  return (
    <Page title="Log In">
      <p>Sign in to manage your events, quotes and bookings.</p>
    </Page>
  );
}
