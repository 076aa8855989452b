import { Page } from 'shared/ui';

export function FindEventsScreen() {
  return (
    <Page title="Find Events">
      <p>Families near you looking for entertainers, venues and caterers for their children&apos;s events.</p>
    </Page>
  );
}
