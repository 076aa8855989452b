import { TAGLINE } from 'shared/contracts';
import { Page } from 'shared/ui';
import { FeaturedBusinesses } from '../../features/search/components/featured-businesses.tsx';
import { HomeSearchForm } from '../../features/search/components/home-search-form.tsx';
import { PopularCategories } from '../../features/search/components/popular-categories.tsx';

export function OrganizerHome() {
  return (
    <Page title="Plan Your Child's Next Party">
      <p>{TAGLINE}</p>
      <HomeSearchForm />
      <PopularCategories />
      <FeaturedBusinesses />
    </Page>
  );
}
