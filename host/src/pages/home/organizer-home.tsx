import { Link } from 'react-router-dom';
import { TAGLINE } from 'shared/contracts';
import { Page } from 'shared/ui';

export function OrganizerHome() {
  return (
    <Page title="Plan Your Child's Next Party">
      <p>{TAGLINE}</p>
      <p>
        Find entertainers, venues and caterers near you, ask for quotes in a few clicks and keep every booking in one
        place. <Link to="/directory">Browse our providers</Link>.
      </p>
    </Page>
  );
}
