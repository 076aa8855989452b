import { Link } from 'react-router-dom';
import { FormError, InlineSpinner, SecondaryButton } from 'shared/ui';
import { useMyBusinesses } from '../hooks/use-my-businesses.ts';
import { BusinessSummaryCard, CardList } from './business-summary-card.tsx';

/** The owner's businesses with status and completeness, a page at a time. */
export function MyBusinesses() {
  const { items, hasMore, loading, error, loadMore } = useMyBusinesses(true);
  return (
    <>
      <p>
        <Link to="/business/new/details">Add a business</Link>
      </p>
      <FormError>{error}</FormError>
      {!loading && !error && items.length === 0 && (
        <p>You have no businesses yet. Add one to start receiving quote requests from families.</p>
      )}
      {items.length > 0 && (
        <CardList aria-label="Your businesses">
          {items.map((business) => (
            <BusinessSummaryCard key={business.id} business={business} />
          ))}
        </CardList>
      )}
      {loading && <InlineSpinner label="Loading your businesses…" />}
      {hasMore && !loading && (
        <SecondaryButton type="button" onClick={loadMore}>
          Load more
        </SecondaryButton>
      )}
    </>
  );
}
