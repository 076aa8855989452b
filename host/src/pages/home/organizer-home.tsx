import { Link } from 'react-router-dom';
import { TAGLINE } from 'shared/contracts';
import { Page } from 'shared/ui';
import { FeaturedBusinesses } from '../../features/search/components/featured-businesses.tsx';
import { HomeSearchForm } from '../../features/search/components/home-search-form.tsx';
import { PopularCategories } from '../../features/search/components/popular-categories.tsx';

/** Featured businesses arrive last and sit last, so nothing above them moves when they do. */
export function OrganizerHome() {
  return (
    <Page title="Plan Your Child's Next Party">
      <p>{TAGLINE}</p>
      <HomeSearchForm />
      <PopularCategories />
      <p>
        Prefer to look around first? <Link to="/directory">Browse our providers</Link>.
      </p>
      <FeaturedBusinesses />
    </Page>
  );
}
