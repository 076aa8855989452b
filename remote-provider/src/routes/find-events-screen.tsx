import { Page } from 'shared/ui';
import { SignedInOnly } from '../features/businesses/components/signed-in-only.tsx';
import { OpenEvents } from '../features/quotes/components/open-events.tsx';

export function FindEventsScreen() {
  return (
    <SignedInOnly title="Find Events">
      <Page title="Find Events">
        <p>Families near you looking for what your businesses offer, soonest first.</p>
        <OpenEvents />
      </Page>
    </SignedInOnly>
  );
}
