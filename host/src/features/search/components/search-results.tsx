import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { appStore } from 'shared/store';
import { FormError, InlineSpinner } from 'shared/ui';
import { hostFirstContentRendered } from '../../../remotes/host-first-content.ts';
import { useSearchResults } from '../hooks/use-search-results.ts';
import { resultsDescription } from '../results-description.ts';
import { filtersFrom, filtersQuery, resultsPath, type SearchFilters } from '../search-filters.ts';
import { EmptyResults } from './empty-results.tsx';
import { ResultsFilters } from './results-filters.tsx';
import { ResultsList } from './results-list.tsx';

/**
 * `/results`: the URL is the search. Filters write to it (a history entry each, so back and
 * forward step through searches), and what it holds is searched and shown.
 */
export function SearchResults() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = filtersQuery(filtersFrom(params));
  const filters = useMemo(() => filtersFrom(new URLSearchParams(query)), [query]);
  const { results, showMore } = useSearchResults(filters);

  useEffect(() => {
    appStore.getState().setPageMeta({ description: resultsDescription(filters), path: '/results' });
  }, [filters]);

  useEffect(() => {
    if (results.status !== 'loading') hostFirstContentRendered();
  }, [results.status]);

  const apply = (next: SearchFilters) => navigate(resultsPath(next));

  return (
    <>
      <ResultsFilters key={query} filters={filters} onApply={apply} />
      {results.status === 'loading' && <InlineSpinner label="Finding businesses…" />}
      {results.status === 'error' && <FormError>{results.message}</FormError>}
      {results.status === 'ready' &&
        (results.items.length === 0 ? (
          <EmptyResults filters={filters} />
        ) : (
          <ResultsList {...results} onShowMore={showMore} />
        ))}
    </>
  );
}
