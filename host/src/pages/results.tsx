import { Page } from 'shared/ui';

export default function ResultsPage() {
  return (
    <Page title="Search Results">
      <p>Local providers that match what you are looking for.</p>
    </Page>
  );
}
