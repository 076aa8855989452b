import { Page } from 'shared/ui';

export default function TermsPage() {
  return (
    <Page title="Terms of Service">
      <p>These terms explain how organizers and providers use the platform, request quotes and make bookings.</p>
    </Page>
  );
}
