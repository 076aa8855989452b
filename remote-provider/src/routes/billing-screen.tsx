import { Page } from 'shared/ui';

export function BillingScreen() {
  return (
    <Page title="Billing">
      <p>Your plan, invoices and payment details.</p>
    </Page>
  );
}
