import { lazy } from 'react';
import { Page } from 'shared/ui';
import { SignedInOnly } from '../features/businesses/components/signed-in-only.tsx';

const QuotesInbox = lazy(async () => ({
  default: (await import('../features/quotes/components/quotes-inbox.tsx')).QuotesInbox,
}));

export function QuotesScreen() {
  return (
    <SignedInOnly title="My Quotes">
      <Page title="My Quotes">
        <QuotesInbox />
      </Page>
    </SignedInOnly>
  );
}
