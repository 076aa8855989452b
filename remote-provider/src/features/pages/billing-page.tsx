import { Page } from 'shared/ui';

export function BillingPage() {
  return (
    <Page title="Billing">
      <p>Your plan, invoices and payment details.</p>
    </Page>
  );
}
