import { lazy } from 'react';
import { Page } from 'shared/ui';
import { SignedInOnly } from 'shared/kit';
import { SIGN_IN_WORDS } from './sign-in-words.ts';

const QuotesInbox = lazy(async () => ({
  default: (await import('../features/bookings/components/quotes-inbox.tsx')).QuotesInbox,
}));

export function QuotesScreen() {
  return (
    <SignedInOnly title="My Quotes" {...SIGN_IN_WORDS}>
      <Page title="My Quotes">
        <QuotesInbox />
      </Page>
    </SignedInOnly>
  );
}
