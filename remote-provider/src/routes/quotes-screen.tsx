import { Page } from 'shared/ui';

export function QuotesScreen() {
  return (
    <Page title="My Quotes">
      <p>Quote requests from families, waiting for your answer, and the quotes you have sent.</p>
    </Page>
  );
}
