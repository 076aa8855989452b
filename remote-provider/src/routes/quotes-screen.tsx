import { Page } from 'shared/ui';
import { SignedInOnly } from '../features/businesses/components/signed-in-only.tsx';
import { QuotesInbox } from '../features/quotes/components/quotes-inbox.tsx';

export function QuotesScreen() {
  return (
    <SignedInOnly title="My Quotes">
      <Page title="My Quotes">
        <QuotesInbox />
      </Page>
    </SignedInOnly>
  );
}
