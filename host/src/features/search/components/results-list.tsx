import { useEffect, useRef } from 'react';
import type { BusinessCard as BusinessCardData } from 'shared/contracts';
import { BusinessCard, FormError, InlineSpinner, SecondaryButton } from 'shared/ui';
import { CardGrid } from './card-grid.ts';

/** Cards in the first row on a wide screen: fetched at once; the very first is the page's largest paint. */
const FIRST_ROW = 3;

type ResultsListProps = {
  items: BusinessCardData[];
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  firstOfLastPage: number;
  onShowMore: () => void;
};

export function ResultsList({ items, hasMore, loadingMore, moreError, firstOfLastPage, onShowMore }: ResultsListProps) {
  const list = useRef<HTMLUListElement>(null);
  // After "Show more results", focus goes to the first new card's link, where reading continues.
  useEffect(() => {
    if (firstOfLastPage === 0) return;
    list.current?.children[firstOfLastPage]?.querySelector<HTMLElement>('a')?.focus();
  }, [firstOfLastPage]);

  return (
    <>
      <p role="status">
        {items.length === 1 ? 'Showing 1 business' : `Showing ${items.length} businesses`}
        {hasMore ? ', with more to see' : ''}
      </p>
      <CardGrid ref={list}>
        {items.map((business, index) => (
          <li key={business.id}>
            <BusinessCard
              business={business}
              headingLevel={2}
              photoLoading={index === 0 ? 'priority' : index < FIRST_ROW ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </CardGrid>
      <FormError>{moreError}</FormError>
      {hasMore && (
        <p>
          <SecondaryButton type="button" onClick={onShowMore} disabled={loadingMore}>
            Show more results
          </SecondaryButton>{' '}
          {loadingMore && <InlineSpinner label="Loading more results…" />}
        </p>
      )}
    </>
  );
}
