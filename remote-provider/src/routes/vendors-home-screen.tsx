import { Page } from 'shared/ui';

export function VendorsHomeScreen() {
  return (
    <Page title="Grow Your Kids' Events Business">
      <p>Reach families planning parties near you, answer their quote requests and fill your calendar.</p>
    </Page>
  );
}
