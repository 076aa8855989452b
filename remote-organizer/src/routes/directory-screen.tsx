import { Page } from 'shared/ui';

export function DirectoryScreen() {
  return (
    <Page title="Our Providers">
      <p>Entertainers, venues, caterers and more, all local to you and ready to make a child&apos;s day.</p>
    </Page>
  );
}
