import { Page } from 'shared/ui';
import { SearchResults } from '../features/search/components/search-results.tsx';

export default function ResultsPage() {
  return (
    <Page title="Search Results">
      <SearchResults />
    </Page>
  );
}
