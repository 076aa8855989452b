import { Page } from 'shared/ui';

export function MyBusinessesScreen() {
  return (
    <Page title="My Businesses">
      <p>The businesses you run on the platform: their listings, services and photos.</p>
    </Page>
  );
}
