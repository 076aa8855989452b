import { lazy } from 'react';
import { Page } from 'shared/ui';
import { SignedInOnly } from 'shared/kit';
import { SIGN_IN_WORDS } from './sign-in-words.ts';

const BillingView = lazy(async () => ({
  default: (await import('../features/billing/components/billing-view.tsx')).BillingView,
}));

export function BillingScreen() {
  return (
    <SignedInOnly title="Billing" {...SIGN_IN_WORDS}>
      <Page title="Billing">
        <BillingView />
      </Page>
    </SignedInOnly>
  );
}
