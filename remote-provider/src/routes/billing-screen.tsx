import { lazy } from 'react';
import { Page } from 'shared/ui';
import { SignedInOnly } from '../features/businesses/components/signed-in-only.tsx';

const BillingView = lazy(async () => ({
  default: (await import('../features/billing/components/billing-view.tsx')).BillingView,
}));

export function BillingScreen() {
  return (
    <SignedInOnly title="Billing">
      <Page title="Billing">
        <BillingView />
      </Page>
    </SignedInOnly>
  );
}
