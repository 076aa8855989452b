import { Page } from 'shared/ui';

export default function RegisterPage() {
  return (
    <Page title="Create Your Account">
      <p>Join to plan children&apos;s events as an organizer, or to offer your services as a provider.</p>
    </Page>
  );
}
