import { lazy } from 'react';
import { Page } from 'shared/ui';
import { SignedInOnly } from 'shared/kit';
import { SIGN_IN_WORDS } from './sign-in-words.ts';

const OpenEvents = lazy(async () => ({
  default: (await import('../features/bookings/components/open-events.tsx')).OpenEvents,
}));

export function FindEventsScreen() {
  return (
    <SignedInOnly title="Find Events" {...SIGN_IN_WORDS}>
      <Page title="Find Events">
        <p>Families near you looking for what your businesses offer, soonest first.</p>
        <OpenEvents />
      </Page>
    </SignedInOnly>
  );
}
