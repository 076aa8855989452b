import { useEffect, useState } from 'react';
import type { BusinessCard as BusinessCardData } from 'shared/contracts';
import { BusinessCard } from 'shared/ui';
import { getFeaturedBusinesses } from '../api/get-featured-businesses.ts';
import { CardGrid } from './card-grid.ts';

/**
 * A few of the best-rated live businesses, last on the home page: they arrive after the page is
 * drawn, below everything else, so nothing moves when they do. Without them the page still
 * works, so a failure shows nothing.
 */
export function FeaturedBusinesses() {
  const [businesses, setBusinesses] = useState<BusinessCardData[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    getFeaturedBusinesses(controller.signal).then(
      (items) => setBusinesses(items),
      () => setBusinesses([]),
    );
    return () => controller.abort();
  }, []);

  if (businesses.length === 0) return null;
  return (
    <section aria-labelledby="featured-businesses">
      <h2 id="featured-businesses">Featured providers</h2>
      <CardGrid>
        {businesses.map((business) => (
          <li key={business.id}>
            <BusinessCard business={business} />
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
